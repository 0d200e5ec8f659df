import type { BackupRun } from '../../backup/backup-run.entity.js';
import { timeAgo, toDashboardBackup } from './dashboard-backup.js';

const NOW = new Date('2031-01-15T15:00:00Z');
const ZONE = 'America/New_York';

function run(fields: Partial<BackupRun>): BackupRun {
  return {
    id: 1,
    kind: 'scheduled',
    status: 'ok',
    startedAt: new Date('2031-01-15T08:00:00Z'),
    finishedAt: new Date('2031-01-15T08:02:00Z'),
    file: '/backups/x.tar.gz',
    bytes: 1000,
    error: null,
    ...fields,
  } as BackupRun;
}

describe('the dashboard line on backups', () => {
  it('says how long ago, rounded down', () => {
    expect(timeAgo(30_000)).toBe('just now');
    expect(timeAgo(60_000)).toBe('1 minute ago');
    expect(timeAgo(3 * 3_600_000 + 59 * 60_000)).toBe('3 hours ago');
    expect(timeAgo(2 * 86_400_000 + 5_000)).toBe('2 days ago');
  });

  it('shows nothing while backups are neither scheduled nor ever run', () => {
    expect(toDashboardBackup({ configured: false, latest: null, latestOk: null }, NOW, ZONE)).toBeNull();
    expect(toDashboardBackup({ configured: true, latest: null, latestOk: null }, NOW, ZONE)).toEqual({
      status: 'none',
      text: 'Last backup: none yet.',
      lastGood: null,
    });
  });

  it("shows the last good backup's time in the contest's zone", () => {
    const ok = run({});
    expect(toDashboardBackup({ configured: true, latest: ok, latestOk: ok }, NOW, ZONE)).toEqual({
      status: 'ok',
      text: 'Last backup: Wednesday, January 15, 2031 at 3:02 AM EST (6 hours ago).',
      lastGood: null,
    });
  });

  it('shows a failure with its reason, and the last good backup below it', () => {
    const failed = run({
      status: 'failed',
      startedAt: new Date('2031-01-13T08:00:00Z'),
      finishedAt: new Date('2031-01-13T08:00:01Z'),
      error: 'ENOSPC: no space left on device',
    });
    const ok = run({ finishedAt: new Date('2031-01-12T08:01:00Z') });
    expect(toDashboardBackup({ configured: true, latest: failed, latestOk: ok }, NOW, ZONE)).toEqual({
      status: 'failed',
      text: 'Last backup: 2 days ago — failed: ENOSPC: no space left on device',
      lastGood: 'Last good backup: Sunday, January 12, 2031 at 3:01 AM EST (3 days ago).',
    });
    expect(toDashboardBackup({ configured: true, latest: failed, latestOk: null }, NOW, ZONE)?.lastGood).toBe(
      'No backup has succeeded yet.',
    );
  });
});
