import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database on the server of DATABASE_URL, so a run never touches anyone's data. */
export async function createBenchDatabase(
  serverUrl: string,
  name = `bench_${randomBytes(6).toString('hex')}`,
): Promise<BenchDatabase> {
  // A named database left by an interrupted run is replaced.
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return { name, url: withDatabase(serverUrl, name) };
}

export async function dropBenchDatabase(serverUrl: string, database: BenchDatabase): Promise<void> {
  // FORCE ends connections the app may have left behind (PostgreSQL 13 and later).
  await withClient(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`),
  );
}

export async function countSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ count: number }>('select count(*)::int as count from sessions');
    return result.rows[0].count;
  });
}

/** Opens the final round on the app's database (the demo keeps it closed), for the board's bench to score in. */
export async function openFinalRound(url: string): Promise<void> {
  await withClient(url, (client) => client.query('update contest_settings set second_round_open = true'));
}
