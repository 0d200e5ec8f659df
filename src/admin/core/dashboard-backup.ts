import { formatInZone } from '@shared/time-zone.js';
import type { BackupStatus } from '../../backup/backup.service.js';
import type { DashboardBackup } from '@shared/admin/admin-core.props.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '2 days ago', '5 hours ago', '1 minute ago', 'just now': how long ago, rounded down. */
export function timeAgo(ms: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (ms >= DAY) return count(Math.floor(ms / DAY), 'day');
  if (ms >= HOUR) return count(Math.floor(ms / HOUR), 'hour');
  if (ms >= MINUTE) return count(Math.floor(ms / MINUTE), 'minute');
  return 'just now';
}

/**
 * The dashboard's line on backups, in the contest's time zone: the last good backup's time, or the last run's
 * failure with the last good one below it. Null while backups are neither scheduled nor were ever run.
 */
export function toDashboardBackup(status: BackupStatus, now: Date, zone: string): DashboardBackup | null {
  const { latest, latestOk } = status;
  if (!latest)
    return status.configured ? { status: 'none', text: 'Last backup: none yet.', lastGood: null } : null;
  const ago = (at: Date) => timeAgo(now.getTime() - at.getTime());
  const good = latestOk?.finishedAt
    ? `Last good backup: ${formatInZone(latestOk.finishedAt, zone)} (${ago(latestOk.finishedAt)}).`
    : 'No backup has succeeded yet.';
  if (latest.status === 'ok') {
    const at = latest.finishedAt ?? latest.startedAt;
    return { status: 'ok', text: `Last backup: ${formatInZone(at, zone)} (${ago(at)}).`, lastGood: null };
  }
  if (latest.status === 'running')
    return {
      status: 'running',
      text: `Last backup: running since ${formatInZone(latest.startedAt, zone)}.`,
      lastGood: good,
    };
  return {
    status: 'failed',
    text: `Last backup: ${ago(latest.finishedAt ?? latest.startedAt)} — failed: ${latest.error ?? 'no reason was recorded'}`,
    lastGood: good,
  };
}
