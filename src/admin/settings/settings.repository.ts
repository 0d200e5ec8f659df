import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContestSettings } from '../../editions/contest-settings.entity.js';
import { FaqItem } from '../../editions/faq-item.entity.js';
import { Sponsor } from '../../editions/sponsor.entity.js';

/**
 * The landing content the settings screen edits: the settings row, FAQ rows and sponsor slots. Every method takes
 * the entity manager of the caller's unit of work, so reads that lead to a change happen in its transaction.
 */
@Injectable()
export class SettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The settings row, locked for the rest of the transaction: two saves at once apply one after the other. */
  lockSettings(em: EntityManager): Promise<ContestSettings> {
    return em.findOneOrFail(
      ContestSettings,
      { id: 1 },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /** A fresh read (not the two-second cache): the form shows what is stored. */
  settings(): Promise<ContestSettings> {
    return this.em.fork().findOneOrFail(ContestSettings, { id: 1 });
  }

  faq(em: EntityManager = this.em): Promise<FaqItem[]> {
    return em.find(FaqItem, {}, { orderBy: { position: 'asc', id: 'asc' } });
  }

  faqItem(em: EntityManager, id: number): Promise<FaqItem | null> {
    return em.findOne(FaqItem, { id });
  }

  faqItems(em: EntityManager, ids: number[]): Promise<FaqItem[]> {
    return em.find(FaqItem, { id: { $in: ids } });
  }

  async nextFaqPosition(em: EntityManager): Promise<number> {
    const [row] = await em.execute<Array<{ next: number }>>(
      'select coalesce(max(position), -1)::int + 1 as next from faq_items',
    );
    return row.next;
  }

  sponsors(em: EntityManager = this.em): Promise<Sponsor[]> {
    return em.find(Sponsor, {}, { orderBy: { position: 'asc' } });
  }

  sponsorAt(em: EntityManager, position: number): Promise<Sponsor | null> {
    return em.findOne(Sponsor, { position });
  }
}
