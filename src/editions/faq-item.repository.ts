import { EntityRepository } from '@mikro-orm/postgresql';
import type { Database } from '../database/database-schema.js';
import type { FaqItem } from './faq-item.entity.js';

export class FaqItemRepository extends EntityRepository<FaqItem> {
  /** The questions in the order the landing page shows them. */
  findInOrder(): Promise<FaqItem[]> {
    return this.findAll({ orderBy: { position: 'asc', id: 'asc' } });
  }

  /** The position after the last question (0 when there is none). */
  async nextPosition(): Promise<number> {
    const { next } = await this.getEntityManager()
      .getKysely<Database>()
      .selectFrom('faq_items')
      .select((eb) => eb(eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)), '+', eb.lit(1)).as('next'))
      .executeTakeFirstOrThrow();
    return next;
  }
}
