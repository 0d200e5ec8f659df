import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127201646 } from './Migration20261127201646.js';
import { Migration20261127194307 } from './Migration20261127194307.js';
import { Migration20261124020355 } from './Migration20261124020355.js';
import { Migration20261121143328 } from './Migration20261121143328.js';
import { Migration20261121135953 } from './Migration20261121135953.js';
import { Migration20261121152500 } from './Migration20261121152500.js';
import { Migration20261121160000 } from './Migration20261121160000.js';
import { Migration20261123232330 } from './Migration20261123232330.js';
import { Migration20261123233000 } from './Migration20261123233000.js';
import { Migration20261124000000 } from './Migration20261124000000.js';
import { Migration20261124010000 } from './Migration20261124010000.js';
import { Migration20261124020000 } from './Migration20261124020000.js';
import { Migration20261124110000 } from './Migration20261124110000.js';
import { Migration20261124120000 } from './Migration20261124120000.js';
import { Migration20261124130000 } from './Migration20261124130000.js';
import { Migration20261124140000 } from './Migration20261124140000.js';
import { Migration20261126040000 } from './Migration20261126040000.js';
import { Migration20261126120000 } from './Migration20261126120000.js';
import { Migration20261126130000 } from './Migration20261126130000.js';
import { Migration20261127000000 } from './Migration20261127000000.js';
import { Migration20261127060000 } from './Migration20261127060000.js';

/** Every migration in order. New ones are appended by `npm run migration:create`. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121135953', class: Migration20261121135953 },
  { name: 'Migration20261121143328', class: Migration20261121143328 },
  { name: 'Migration20261121152500', class: Migration20261121152500 },
  { name: 'Migration20261121160000', class: Migration20261121160000 },
  { name: 'Migration20261123232330', class: Migration20261123232330 },
  { name: 'Migration20261123233000', class: Migration20261123233000 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261124010000', class: Migration20261124010000 },
  { name: 'Migration20261124020000', class: Migration20261124020000 },
  { name: 'Migration20261124020355', class: Migration20261124020355 },
  { name: 'Migration20261124110000', class: Migration20261124110000 },
  { name: 'Migration20261124120000', class: Migration20261124120000 },
  { name: 'Migration20261124130000', class: Migration20261124130000 },
  { name: 'Migration20261124140000', class: Migration20261124140000 },
  { name: 'Migration20261126040000', class: Migration20261126040000 },
  { name: 'Migration20261126120000', class: Migration20261126120000 },
  { name: 'Migration20261126130000', class: Migration20261126130000 },
  { name: 'Migration20261127000000', class: Migration20261127000000 },
  { name: 'Migration20261127060000', class: Migration20261127060000 },
  { name: 'Migration20261127194307', class: Migration20261127194307 },
  { name: 'Migration20261127201646', class: Migration20261127201646 },
];
