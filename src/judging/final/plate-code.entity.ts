import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, OneToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Recipe } from '../../recipes/recipe.entity.js';
import { PlateCodeRepository } from './plate-code.repository.js';

/**
 * A finalist's plate code for the live final: a random number from 100 to 999, unique in the contest and never
 * derived from an id, so a judge tasting plate 482 learns nothing of whose it is.
 */
@Entity({ tableName: 'plate_codes', repository: () => PlateCodeRepository })
@Check({ name: 'plate_codes_code_check', expression: 'code between 100 and 999' })
export class PlateCode {
  @OneToOne({ entity: () => Recipe, primary: true, fieldName: 'recipe_id', deleteRule: 'cascade' })
  recipe: Rel<Recipe>;

  @Unique({ name: 'plate_codes_code_unique' })
  @Property({ type: 'smallint' })
  code: number;

  @Property({ type: 'timestamptz' })
  drawnAt: Opt<Date> = new Date();
}
