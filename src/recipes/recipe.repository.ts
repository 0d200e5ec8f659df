import { EntityRepository } from '@mikro-orm/postgresql';
import type { Recipe } from './recipe.entity.js';

export class RecipeRepository extends EntityRepository<Recipe> {
  findByContestant(contestantId: number): Promise<Recipe | null> {
    return this.findOne({ contestant: contestantId });
  }
}
