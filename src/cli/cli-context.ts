import type { AppConfig } from '../config/app-config.js';

/** What a command that opens its own database (restore) needs: the configuration and the tests' database. */
export interface CliContext {
  config: AppConfig;
  /** Use this database instead of DATABASE_URL or the embedded one (tests). */
  databaseUrl?: string;
}

export const CLI_CONTEXT = Symbol('CLI_CONTEXT');
