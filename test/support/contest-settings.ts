import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { TestApp } from './test-app.js';

export type ContestSettingsColumns = Record<string, string | number | boolean | null>;

/** Sets columns of the contest's one settings row and drops the settings cache, as an admin's change does. */
export async function setContestSettings(
  t: Pick<TestApp, 'em' | 'running'>,
  values: ContestSettingsColumns,
): Promise<void> {
  const assignments = Object.keys(values).map((column) => `${column} = ?`);
  await t
    .em()
    .getConnection()
    .execute(`update contest_settings set ${assignments.join(', ')} where id = 1`, Object.values(values));
  t.running.app.get(ContestSettingsService).forget();
}
