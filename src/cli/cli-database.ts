import { connect } from 'node:net';
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
 * - otherwise the embedded database in DATA_DIR. Only one process can open a PGlite folder, so when the app
 *   already runs on it (it announces its socket next to the folder), the command connects to the app's socket;
 *   when it does not, the command starts the embedded database itself and stops it at the end.
 */
export async function openCliDatabase(config: AppConfig, givenUrl?: string | null): Promise<CliDatabase> {
  if (givenUrl) return { url: givenUrl, source: 'given', close: async () => undefined };
  if (config.databaseUrl) return { url: config.databaseUrl, source: 'server', close: async () => undefined };
  const running = findRunningEmbedded(config.dataDir);
  // The announcement outlives an app that was killed; if its process id now belongs to something else, nothing
  // answers on the port, and the folder is free to open.
  if (running && (await answers(running)))
    return { url: running, source: 'running-app', close: async () => undefined };
  try {
    // Announced like the app does, so that a second command run meanwhile connects here instead of opening the folder.
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, announce: true });
    return { url: embedded.url, source: 'embedded', close: () => embedded.stop() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not open the embedded database in ${config.dataDir} (${reason}). Is another process using it?`,
      { cause: error },
    );
  }
}

/** Whether something accepts connections at the address's host and port (within a second). */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
