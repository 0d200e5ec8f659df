import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { FaqItemRepository } from './faq-item.repository.js';

@Entity({ tableName: 'faq_items', repository: () => FaqItemRepository })
export class FaqItem {
  /** Types em.getRepository(FaqItem) as the custom repository. */
  [EntityRepositoryType]?: FaqItemRepository;

  @PrimaryKey()
  id: number;

  @Property({ default: 0 })
  position: Opt<number> = 0;

  @Property({ length: 300 })
  question: string;

  /** May contain HTML; sanitised when shown. */
  @Property({ type: 'text' })
  answer: string;
}
