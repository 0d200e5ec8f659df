import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Recipe } from './recipe.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([Recipe])],
  exports: [MikroOrmModule],
})
export class RecipesModule {}
