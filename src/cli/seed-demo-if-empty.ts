import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { migrate } from '../database/migrate.js';
import { openCliDatabase } from './cli-database.js';
import { CliOutput, processIo, type CliIo } from './cli-output.js';
import { CliServicesModule } from './cli-services.module.js';
import { printSignIns } from './demo/demo-report.js';
import { DemoSeedService } from './demo/demo-seed.service.js';

export interface SeedDemoIfEmptyOptions {
  env?: NodeJS.ProcessEnv;
  config?: Partial<AppConfig>;
  /** Use this database instead of DATABASE_URL or the embedded one (tests). */
  databaseUrl?: string;
  io?: CliIo;
}

/**
 * For `npm start` on a fresh machine: fills the database with the demo contest when it holds no data yet, and
 * otherwise does nothing (answers 'skipped' after printing 'Demo data already present'). Same database rules as the
 * command line (`demo:seed --if-empty` does the same); never exits the process.
 */
export async function seedDemoIfEmpty(options: SeedDemoIfEmptyOptions = {}): Promise<'seeded' | 'skipped'> {
  const output = new CliOutput(options.io ?? processIo);
  const config = loadConfig(options.env ?? process.env, options.config);
  const database = await openCliDatabase(config, options.databaseUrl, (message) => output.line(message));
  try {
    const app = await NestFactory.createApplicationContext(
      CliServicesModule.forRoot({ config, databaseUrl: database.url, output }),
      { logger: false },
    );
    try {
      await migrate(app.get(MikroORM));
      const outcome = await app
        .get(DemoSeedService)
        .seed({ ifEmpty: true, progress: (text) => output.line(text) });
      if (outcome.status === 'skipped') {
        output.line('Demo data already present: nothing was added.');
        return 'skipped';
      }
      printSignIns(output, outcome);
      return 'seeded';
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
