import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'faq_items' })
export class FaqItem {
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
