import type { EntityManager } from '@mikro-orm/core';
import { AuditService, savedSubject } from './audit.service.js';

describe(AuditService.name, () => {
  describe('diff', () => {
    it('keeps only the fields that changed, on both sides', () => {
      expect(
        AuditService.diff(
          { name: 'Ana', isActive: false, stage: 'first' },
          { name: 'Ana', isActive: true, stage: 'second' },
        ),
      ).toEqual({ before: { isActive: false, stage: 'first' }, after: { isActive: true, stage: 'second' } });
    });

    it('compares nested values by content and reports added fields as null before', () => {
      expect(
        AuditService.diff({ address: { city: 'Austin' } }, { address: { city: 'Austin' }, zip: '78701' }),
      ).toEqual({
        before: { zip: null },
        after: { zip: '78701' },
      });
    });
  });

  describe('recordSave', () => {
    const actor = { id: 7, email: 'admin@example.com' };
    const subject = { action: 'faq.update', subjectType: 'faq_item', subjectId: 3 };
    const saved = (before: Record<string, unknown> | null, after: Record<string, unknown>) => {
      let calls = 0;
      const create = (_entity: unknown, data: unknown) => {
        calls += 1;
        return data;
      };
      const entry = new AuditService().recordSave(
        { create } as unknown as EntityManager,
        actor,
        subject,
        before,
        after,
      );
      return { entry, calls };
    };

    it('records an update with only the fields that changed', () => {
      expect(saved({ question: 'Q', answer: 'A' }, { question: 'Q', answer: 'B' }).entry).toMatchObject({
        action: 'faq.update',
        subjectId: 3,
        adminEmail: 'admin@example.com',
        before: { answer: 'A' },
        after: { answer: 'B' },
      });
    });

    it('records nothing when an update changed nothing', () => {
      expect(saved({ question: 'Q' }, { question: 'Q' })).toEqual({ entry: null, calls: 0 });
    });

    it('records a creation with every field', () => {
      expect(saved(null, { question: 'Q', answer: 'A' }).entry).toMatchObject({
        before: null,
        after: { question: 'Q', answer: 'A' },
      });
    });
  });

  describe('savedSubject', () => {
    it('names a new record’s save a creation and an existing one’s an update, under its subject type', () => {
      expect(savedSubject('whitelisted', 4, true)).toEqual({
        action: 'whitelisted.create',
        subjectType: 'whitelisted_domain',
        subjectId: 4,
      });
      expect(savedSubject('judge', 9, false)).toEqual({
        action: 'judge.update',
        subjectType: 'judge',
        subjectId: 9,
      });
    });
  });
});
