import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { PastEditionRepository } from './past-edition.repository.js';
import { Timestamped } from '../database/timestamped.entity.js';

/** A block of lines: an ingredient group ("For the sauce") or a preparation step group. */
export interface LineBlock {
  title: string;
  lines: string[];
}

export interface NutritionalFact {
  item: string;
  quantity: string;
}

/** A past winning recipe shown on the public site. */
@Entity({ tableName: 'past_editions', repository: () => PastEditionRepository })
export class PastEdition extends Timestamped {
  /** Types em.getRepository(PastEdition) as the custom repository. */
  [EntityRepositoryType]?: PastEditionRepository;

  @PrimaryKey()
  id: number;

  @Property()
  @Unique({ name: 'past_editions_year_unique' })
  year: number;

  @Property({ length: 200 })
  chefName: string;

  @Property({ type: 'text' })
  chefDescription: string;

  @Property({ length: 200 })
  recipeName: string;

  @Property({ type: 'text' })
  recipeDescription: string;

  @Property({ length: 50 })
  prepTime: string;

  @Property({ length: 50 })
  cookTime: string;

  @Property({ length: 50, fieldName: 'yield' })
  yield: string;

  @Property({ type: 'json' })
  ingredients: LineBlock[];

  @Property({ type: 'json' })
  preparation: LineBlock[];

  @Property({ type: 'json' })
  nutritionalFacts: NutritionalFact[];

  @Property({ type: 'text', nullable: true })
  tips: string | null = null;

  @Property({ type: 'text', nullable: true })
  allergens: string | null = null;

  @Property()
  isActive: Opt<boolean> = false;

  @Property({ length: 80 })
  chefImage: string;

  @Property({ length: 80 })
  chefthumbImage: string;

  @Property({ length: 80 })
  recipeImage: string;
}
