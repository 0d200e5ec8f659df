import { EntityRepositoryType, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { Recipe } from '../recipes/recipe.entity.js';
import { STAGES, type Stage } from '../auth/staff-account.entity.js';
import { Judge } from '../auth/judge.entity.js';
import { VoteRepository } from './vote.repository.js';
import { Timestamped } from '../database/timestamped.entity.js';

const halfStep = (column: string) =>
  `(${column} is null or (${column} between 1 and 5 and ${column} * 2 = round(${column} * 2)))`;

/**
 * One judge's scores and private note on one recipe. The criteria are columns rather than one JSON value so that
 * results can be computed in SQL; the API still speaks of them as `criterias`. One row per judge, recipe and round:
 * a judge moved to the final round keeps their first-round vote on a finalist's recipe.
 */
@Entity({ tableName: 'votes', repository: () => VoteRepository })
@Unique({ name: 'votes_judge_recipe_stage_unique', properties: ['judge', 'recipe', 'stage'] })
@Index({ name: 'votes_recipe_index', properties: ['recipe'] })
// The export's order (stage, recipe, judge) read from the index instead of sorting every vote on disk.
@Index({ name: 'votes_stage_recipe_judge_index', properties: ['stage', 'recipe', 'judge'] })
@Check({ name: 'votes_creativity_check', expression: halfStep('creativity') })
@Check({ name: 'votes_appearance_check', expression: halfStep('appearance') })
@Check({ name: 'votes_ingredients_check', expression: halfStep('ingredients') })
@Check({ name: 'votes_deployability_check', expression: halfStep('deployability') })
@Check({ name: 'votes_profitability_check', expression: 'profitability is null or profitability in (0, 5)' })
@Check({
  name: 'votes_complete_check',
  expression:
    '(creativity is null and appearance is null and ingredients is null and profitability is null and deployability is null) or (creativity is not null and appearance is not null and ingredients is not null and profitability is not null and deployability is not null)',
})
export class Vote extends Timestamped {
  /** Types em.getRepository(Vote) as the custom repository. */
  [EntityRepositoryType]?: VoteRepository;

  @PrimaryKey()
  id: number;

  @ManyToOne({ entity: () => Judge, deleteRule: 'cascade' })
  judge: Rel<Judge>;

  @ManyToOne({ entity: () => Recipe, deleteRule: 'cascade' })
  recipe: Rel<Recipe>;

  /** The round the vote was cast in: the judge's stage at the time. */
  @Enum({ items: () => STAGES as unknown as string[], columnType: 'varchar(10)' })
  stage: Stage;

  @Property({ type: 'decimal', precision: 2, scale: 1, nullable: true })
  creativity: string | null = null;

  @Property({ type: 'decimal', precision: 2, scale: 1, nullable: true })
  appearance: string | null = null;

  @Property({ type: 'decimal', precision: 2, scale: 1, nullable: true })
  ingredients: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  profitability: number | null = null;

  @Property({ type: 'decimal', precision: 2, scale: 1, nullable: true })
  deployability: string | null = null;

  /** Private to the judge and the admins. */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** For the chef: shown to the recipe's contestant without the judge's name once an admin releases the feedback. */
  @Property({ type: 'text', nullable: true })
  chefComment: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  votedAt: Date | null = null;

  /** Set by the last correction of a final-round score (vote_corrections keeps each): the judge's own call then leaves it. */
  @Property({ type: 'timestamptz', nullable: true })
  correctedAt: Date | null = null;
}
