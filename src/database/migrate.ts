import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies pending migrations; the app does this on start, so a deploy needs no separate step. */
export async function migrate(orm: { migrator: MikroORM['migrator'] }): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
