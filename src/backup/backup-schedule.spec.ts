import {
  archivesToRemove,
  backupFileName,
  isBackupDue,
  isBackupFileName,
  lastBackupSlot,
  RETRY_FAILED_AFTER_MS,
} from './backup-schedule.js';

const NEW_YORK = 'America/New_York';

describe('the nightly backup schedule', () => {
  describe('lastBackupSlot', () => {
    it('is 3:00 in the contest zone today once it has passed, else 3:00 yesterday', () => {
      // 10:00 EST is 15:00 UTC; 3:00 EST is 8:00 UTC.
      expect(lastBackupSlot(new Date('2031-01-15T15:00:00Z'), NEW_YORK)).toEqual(
        new Date('2031-01-15T08:00:00Z'),
      );
      expect(lastBackupSlot(new Date('2031-01-15T08:00:00Z'), NEW_YORK)).toEqual(
        new Date('2031-01-15T08:00:00Z'),
      );
      expect(lastBackupSlot(new Date('2031-01-15T07:59:00Z'), NEW_YORK)).toEqual(
        new Date('2031-01-14T08:00:00Z'),
      );
      // Summer time: 3:00 EDT is 7:00 UTC.
      expect(lastBackupSlot(new Date('2031-07-01T12:00:00Z'), NEW_YORK)).toEqual(
        new Date('2031-07-01T07:00:00Z'),
      );
      expect(lastBackupSlot(new Date('2031-07-01T12:00:00Z'), 'UTC')).toEqual(
        new Date('2031-07-01T03:00:00Z'),
      );
    });

    it('takes the day before by its date across a change of the clocks', () => {
      // 0:30 EDT on 10 March 2031, the day after clocks sprang forward (a 23-hour day): the slot is 9 March, 3:00 EDT.
      expect(lastBackupSlot(new Date('2031-03-10T04:30:00Z'), NEW_YORK)).toEqual(
        new Date('2031-03-09T07:00:00Z'),
      );
    });
  });

  describe('isBackupDue', () => {
    const now = new Date('2031-01-15T15:00:00Z');
    const run = (
      startedAt: string,
      status: 'ok' | 'failed' | 'running',
      finishedAt: string | null = startedAt,
    ) => ({
      startedAt: new Date(startedAt),
      status,
      finishedAt: finishedAt ? new Date(finishedAt) : null,
    });

    it('is due with no run yet, or none since 3:00', () => {
      expect(isBackupDue(now, NEW_YORK, null)).toBe(true);
      expect(isBackupDue(now, NEW_YORK, run('2031-01-14T08:00:00Z', 'ok'))).toBe(true);
    });

    it("is not due once tonight's has succeeded", () => {
      expect(isBackupDue(now, NEW_YORK, run('2031-01-15T08:01:00Z', 'ok'))).toBe(false);
    });

    it('tries a failed one again an hour after it ended', () => {
      const failedAt = new Date(now.getTime() - RETRY_FAILED_AFTER_MS + 60_000).toISOString();
      expect(isBackupDue(now, NEW_YORK, run('2031-01-15T08:01:00Z', 'failed', failedAt))).toBe(false);
      expect(isBackupDue(now, NEW_YORK, run('2031-01-15T08:01:00Z', 'failed', '2031-01-15T13:59:00Z'))).toBe(
        true,
      );
    });

    it('leaves a run still marked running to the lock (its process may have died)', () => {
      expect(isBackupDue(now, NEW_YORK, run('2031-01-15T14:00:00Z', 'running', null))).toBe(true);
    });
  });

  it('names archives by their UTC time, so names sort by age', () => {
    expect(backupFileName(new Date('2031-01-15T08:00:05.123Z'))).toBe(
      'recipe-contest-20310115T080005Z.tar.gz',
    );
    expect(backupFileName(new Date('2031-01-15T08:00:05Z'), false)).toBe(
      'recipe-contest-20310115T080005Z.tar',
    );
    expect(isBackupFileName('recipe-contest-20310115T080005Z.tar.gz')).toBe(true);
    expect(isBackupFileName('recipe-contest-20310115T080005Z.tar.gz.partial')).toBe(false);
  });

  it('keeps the newest archives and never touches other files', () => {
    const names = [
      'recipe-contest-20310113T080000Z.tar.gz',
      'notes.txt',
      'recipe-contest-20310115T080000Z.tar.gz',
      'recipe-contest-20310114T080000Z.tar',
      'recipe-contest-20310112T080000Z.tar.gz.partial',
    ];
    expect(archivesToRemove(names, 2)).toEqual(['recipe-contest-20310113T080000Z.tar.gz']);
    expect(archivesToRemove(names, 7)).toEqual([]);
  });
});
