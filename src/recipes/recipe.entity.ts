import { ArrayType, BigIntType, EntityRepositoryType, type Opt, type Rel } from '@mikro-orm/core';
import {
  BeforeCreate,
  BeforeUpdate,
  Check,
  Entity,
  Index,
  OneToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import { Contestant } from '../contestants/contestant.entity.js';
import { type IngredientRow, totalCostThousandths } from '@shared/recipes/ingredients.js';
import { type Allergen, allergensOf } from '@shared/recipes/allergens.js';
import { RecipeRepository } from './recipe.repository.js';
import type { ReviewStatus } from '@shared/statuses.js';
import { Timestamped } from '../database/timestamped.entity.js';

// The unit options and the row shape live in a module without imports that the browser shares.
export { MEASURES, type IngredientRow, type Measure } from '@shared/recipes/ingredients.js';

@Entity({ tableName: 'recipes', repository: () => RecipeRepository })
@Check({ name: 'recipes_is_approved_check', expression: 'is_approved in (0, 1, 2)' })
@Check({ name: 'recipes_menu_price_cents_check', expression: 'menu_price_cents > 0' })
// Keyset look-ups in each round's order, and the admin search on names (Migration20261124020000, docs/scale.md).
@Index({
  name: 'recipes_first_round_order_index',
  expression: `create index "recipes_first_round_order_index" on "recipes" ((coalesce("submitted_at", 'infinity'::timestamptz)), "id") include ("user_id", "cost_thousandths") where "is_complete" and "is_approved" = 1`,
})
@Index({
  name: 'recipes_second_round_order_index',
  expression: `create index "recipes_second_round_order_index" on "recipes" ((coalesce("second_submitted_at", 'infinity'::timestamptz)), "id") include ("user_id", "cost_thousandths") where "is_2nd_complete"`,
})
// The dashboard's counts by review state, from the index alone.
@Index({ name: 'recipes_state_index', properties: ['isComplete', 'isApproved'] })
@Index({
  name: 'recipes_name_trgm_index',
  expression: `create index "recipes_name_trgm_index" on "recipes" using gin ("name" gin_trgm_ops)`,
})
export class Recipe extends Timestamped {
  /** Types em.getRepository(Recipe) as the custom repository. */
  [EntityRepositoryType]?: RecipeRepository;

  @PrimaryKey()
  id: number;

  /** One recipe per contestant: the unique key is the rule. */
  @OneToOne({
    entity: () => Contestant,
    owner: true,
    deleteRule: 'cascade',
    unique: 'recipes_user_id_unique',
    fieldName: 'user_id',
  })
  contestant: Rel<Contestant>;

  @Property({ length: 200, default: '' })
  name: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  description: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  preparation: Opt<string> = '';

  @Property({ type: 'json' })
  ingredients: Opt<IngredientRow[]> = [];

  /**
   * 'Total cost' of one portion in thousandths of a dollar, exactly as `totalCostThousandths` computes it from the
   * ingredients: kept whenever the recipe is saved (the hooks below), for the round's cost comparison.
   */
  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  costThousandths: Opt<number> = 0;

  /** The union of the rows' allergen marks (`allergensOf`), kept by the hooks below for lists, pages and exports. */
  @Property({ type: new ArrayType(), defaultRaw: `'{}'` })
  allergens: Opt<Allergen[]> = [];

  /** The contestant declared the recipe contains none of the nine major allergens (no row may then be marked). */
  @Property()
  allergensNone: Opt<boolean> = false;

  /** The contestant's suggested menu price per portion, in cents; null when not given (figures at the guidance's $10). */
  @Property({ type: 'integer', nullable: true })
  menuPriceCents: number | null = null;

  /** Stage 1 submitted. */
  @Property()
  isComplete: Opt<boolean> = false;

  /** Stage 2 (finalists) submitted. */
  @Property({ fieldName: 'is_2nd_complete' })
  isSecondComplete: Opt<boolean> = false;

  /** Key of the stored recipe image. */
  @Property({ length: 80, nullable: true })
  recipeImage: string | null = null;

  @Property({ length: 80, nullable: true })
  headshotImage: string | null = null;

  @Property({ type: 'smallint' })
  isApproved: Opt<ReviewStatus> = 0;

  @Property({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  secondSubmittedAt: Date | null = null;

  @BeforeCreate()
  @BeforeUpdate()
  keepCost(): void {
    this.costThousandths = Number(totalCostThousandths(this.ingredients));
    this.allergens = allergensOf(this.ingredients);
  }
}
