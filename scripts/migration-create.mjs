// Builds the server, then writes a migration for the difference between the entities and the migrations.
import { execSync } from 'node:child_process';
execSync('npm run build:server', { stdio: 'inherit' });
execSync(`"${process.execPath}" dist/src/database/create-migration.js`, { stdio: 'inherit' });
