import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ContestantsModule } from '../contestants/contestants.module.js';
import { EditionsModule } from '../editions/editions.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ChefFeedbackModule } from '../judging/feedback/chef-feedback.module.js';
import { Recipe } from './recipe.entity.js';
import { RecipeAdminService } from './recipe-admin.service.js';
import { RecipeListQueries } from './recipe-list.queries.js';
import { RecipeReviewService } from './recipe-review.service.js';
import { RecipeCardsService } from './print/recipe-cards.service.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

@Module({
  // Contestants: whose recipe it is; editions: the contest phase; storage: the images; mail: the receipt and the
  // review's answer; audit: the admins' saves and reviews.
  imports: [
    MikroOrmModule.forFeature([Recipe]),
    AuditModule,
    ContestantsModule,
    EditionsModule,
    StorageModule,
    MailModule,
    // The judges' feedback shown on the contestant's recipe page once released (judging's; it imports no recipes).
    ChefFeedbackModule,
  ],
  controllers: [RecipesController],
  providers: [RecipesService, RecipeAdminService, RecipeListQueries, RecipeReviewService, RecipeCardsService],
  // RecipeAdminService and RecipeReviewService: the admin area's recipe list, saves on a contestant's behalf, review.
  // RecipeCardsService: the printed pack's recipe cards (an admin's card of any recipe, the finalists' entry book).
  exports: [MikroOrmModule, RecipesService, RecipeAdminService, RecipeReviewService, RecipeCardsService],
})
export class RecipesModule {}
