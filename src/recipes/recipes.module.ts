import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContestantsModule } from '../contestants/contestants.module.js';
import { EditionsModule } from '../editions/editions.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { Recipe } from './recipe.entity.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

@Module({
  // Contestants: whose recipe it is; editions: the contest phase; storage: the images; mail: the receipt.
  imports: [
    MikroOrmModule.forFeature([Recipe]),
    ContestantsModule,
    EditionsModule,
    StorageModule,
    MailModule,
  ],
  controllers: [RecipesController],
  providers: [RecipesService],
  exports: [MikroOrmModule, RecipesService],
})
export class RecipesModule {}
