import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { ormConfig } from './mikro-orm.config.js';

@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, pool?: { min: number; max: number }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormConfig(databaseUrl, pool), registerRequestContext: true })],
    };
  }
}
