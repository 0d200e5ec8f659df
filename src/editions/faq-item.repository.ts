import type { Database } from '../database/database-schema.js';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { FaqItem } from './faq-item.entity.js';

export class FaqItemRepository extends UnitOfWorkRepository<FaqItem> {
  findById(id: number): Promise<FaqItem | null> {
    return this.findOne({ id });
  }

  /** The questions among `ids` that still exist. */
  findByIds(ids: number[]): Promise<FaqItem[]> {
    return this.find({ id: { $in: ids } });
  }

  /** Removes the question with the next flush or commit. */
  delete(item: FaqItem): void {
    this.em.remove(item);
  }

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
