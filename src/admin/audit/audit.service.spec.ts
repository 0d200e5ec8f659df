import { AuditService } from './audit.service.js';

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
});
