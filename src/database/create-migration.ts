import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { removeEmbeddedData, startEmbeddedPostgres } from './embedded-postgres.js';
import { ormConfig } from './mikro-orm.config.js';

/**
 * `npm run migration:create`: applies the existing migrations to a fresh throwaway embedded database, compares it with the
 * entities, writes the difference as a new migration in migrations/ and lists it in migrations/index.ts.
 */
mkdirSync('storage', { recursive: true });
const dataDir = mkdtempSync(join(resolve('storage'), 'migration-'));
const embedded = await startEmbeddedPostgres({ dataDir, throwaway: true });
const orm = await MikroORM.init(ormConfig(embedded.url));
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(resolve('migrations'), false, false);
  if (!result.fileName) {
    console.log('The entities match the migrations: nothing to create.');
  } else {
    const name = basename(result.fileName).replace(/\.ts$/, '');
    const className = result.code.match(/export class (\w+)/)?.[1] ?? name;
    const indexPath = resolve('migrations/index.ts');
    let index = readFileSync(indexPath, 'utf8');
    index = index.replace(
      /(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/,
      `$1import { ${className} } from './${name}.js';\n`,
    );
    index = index.replace(/\];\s*$/, `  { name: '${name}', class: ${className} },\n];\n`);
    writeFileSync(indexPath, index);
    console.log(`Created migrations/${basename(result.fileName)}`);
  }
} finally {
  await orm.close();
  await embedded.stop();
  removeEmbeddedData(dataDir);
}
