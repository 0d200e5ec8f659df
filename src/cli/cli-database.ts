import type { AppConfig } from '../config/app-config.js';
import { findRunningEmbedded, startEmbeddedPostgres } from '../database/embedded-postgres.js';

export type CliDatabaseSource = 'given' | 'server' | 'running-app' | 'embedded';

export interface CliDatabase {
  url: string;
  /** Where the address came from, for messages and tests. */
  source: CliDatabaseSource;
  close(): Promise<void>;
}

/**
 * The database a command works on, found the way the app finds it:
 * - an address given by the caller (tests), or DATABASE_URL: that server;
 * - otherwise the embedded PostgreSQL in DATA_DIR: when the app (or another command) already runs it, the command
 *   connects to it; when nothing does, the command starts it itself and stops it at the end.
 */
export async function openCliDatabase(
  config: AppConfig,
  givenUrl?: string | null,
  log: (message: string) => void = () => undefined,
): Promise<CliDatabase> {
  if (givenUrl) return { url: givenUrl, source: 'given', close: async () => undefined };
  if (config.databaseUrl) return { url: config.databaseUrl, source: 'server', close: async () => undefined };
  const running = await findRunningEmbedded(config.dataDir);
  if (running) return { url: running, source: 'running-app', close: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  return { url: embedded.url, source: 'embedded', close: () => embedded.stop() };
}
