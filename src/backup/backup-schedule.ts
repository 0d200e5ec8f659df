import { fromZonedInputValue, toZonedInputValue } from '@shared/time-zone.js';
import type { BackupStatus } from './backup-run.entity.js';

// When the nightly backup is due and which archives it keeps. Pure (backup-schedule.spec.ts).

/** The hour of the night, in the contest's time zone, at which the scheduled backup runs. */
export const BACKUP_HOUR = 3;

/** `recipe-contest-20261128T080000Z.tar.gz`: sortable by name, the time in UTC. */
const ARCHIVE_NAME = /^recipe-contest-\d{8}T\d{6}Z\.tar(\.gz)?$/;

/** The archive's name for a backup taken at `at`. */
export function backupFileName(at: Date, gzip = true): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `recipe-contest-${stamp}.tar${gzip ? '.gz' : ''}`;
}

export function isBackupFileName(name: string): boolean {
  return ARCHIVE_NAME.test(name);
}

/**
 * The latest 3:00 in `zone` at or before `now`: a scheduled backup is due while none started since. When the clocks
 * skip that hour (not in the contest's zones today, but possible), the hour after it.
 */
export function lastBackupSlot(now: Date, zone: string, hour = BACKUP_HOUR): Date {
  const at = (date: string): Date => {
    for (const tried of [hour, hour + 1]) {
      const slot = fromZonedInputValue(`${date}T${String(tried).padStart(2, '0')}:00`, zone);
      if (slot instanceof Date) return slot;
    }
    throw new Error(`No ${hour}:00 on ${date} in ${zone}`);
  };
  const today = toZonedInputValue(now, zone).slice(0, 10);
  const slot = at(today);
  if (slot.getTime() <= now.getTime()) return slot;
  // The day before by its date, not 24 hours before: a day with a change of the clocks is 23 or 25 hours long.
  const [year, month, day] = today.split('-').map(Number);
  return at(new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10));
}

/** A failed nightly backup is tried again this long after it ended (a full disk is not retried every minute). */
export const RETRY_FAILED_AFTER_MS = 60 * 60 * 1000;

/** The newest scheduled run, as the schedule needs it. */
export interface LastScheduledRun {
  startedAt: Date;
  status: BackupStatus;
  finishedAt: Date | null;
}

/**
 * Whether the nightly backup is due: none started since the last slot, or tonight's failed an hour or more ago. One
 * still marked running is due too: only the lock knows whether it really runs (a process that died leaves the mark).
 */
export function isBackupDue(now: Date, zone: string, last: LastScheduledRun | null): boolean {
  if (!last || last.startedAt.getTime() < lastBackupSlot(now, zone).getTime()) return true;
  if (last.status === 'running') return true;
  if (last.status === 'failed')
    return now.getTime() - (last.finishedAt ?? last.startedAt).getTime() >= RETRY_FAILED_AFTER_MS;
  return false;
}

/** The archives to delete so that the newest `keep` remain; other files of the folder are never touched. */
export function archivesToRemove(names: readonly string[], keep: number): string[] {
  return names.filter(isBackupFileName).sort().reverse().slice(Math.max(keep, 1));
}
