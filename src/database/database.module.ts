import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { DatabaseTimeouts } from '../config/app-config.js';
import { DatabaseStatus } from './database-status.js';
import { ormConfig } from './mikro-orm.config.js';
import { Transactions } from './unit-of-work.js';

@Global()
@Module({})
export class DatabaseModule {
  /** `timeouts`: bound every wait on the database (the web app); left out, none (the command line's long work). */
  static forRoot(
    databaseUrl: string,
    pool?: { min: number; max: number },
    timeouts?: DatabaseTimeouts,
  ): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRoot({ ...ormConfig(databaseUrl, pool, timeouts), registerRequestContext: true }),
      ],
      providers: [DatabaseStatus, Transactions],
      exports: [DatabaseStatus, Transactions],
    };
  }
}
