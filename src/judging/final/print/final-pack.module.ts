import { Module } from '@nestjs/common';
import { AuthModule } from '../../../auth/auth.module.js';
import { EditionsModule } from '../../../editions/editions.module.js';
import { RecipesModule } from '../../../recipes/recipes.module.js';
import { JudgingModule } from '../../judging.module.js';
import { FinalScoringQueries } from '../final-scoring.queries.js';
import { FinalPackService } from './final-pack.service.js';

/**
 * The live final's printed pack: above judging (plate codes, final-round judges, the kitchen's criteria) and recipes
 * (the cards). The admin area serves its downloads.
 */
@Module({
  imports: [AuthModule, EditionsModule, JudgingModule, RecipesModule],
  providers: [FinalPackService, FinalScoringQueries],
  exports: [FinalPackService],
})
export class FinalPackModule {}
