import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Clock } from '../../src/common/clock.js';
import { BackupRun } from '../../src/backup/backup-run.entity.js';
import { BackupJob } from '../../src/backup/backup.job.js';
import { DAY, HOUR, SettableClock } from '../support/clock.js';
import { signInAs, startTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DIR } from '../support/test-database.js';
import { inertiaVisit } from '../support/inertia.js';

// The nightly backup: with BACKUP_DIR set, every app process checks at start and every few minutes; at 3:00 in the
// contest's time zone one of them takes the backup lock and writes the night's archive, keeping the newest
// BACKUP_KEEP. A failure is logged as an error and shown on the admin's dashboard.

describe('the nightly backup (BACKUP_DIR, BACKUP_KEEP)', () => {
  // 10:00 in New York (the contest's default zone) on Wednesday 15 January 2031: past tonight's 3:00.
  const clock = new SettableClock(new Date('2031-01-15T15:00:00Z'));
  const dir = join(TEST_DIR, `nightly-${randomBytes(4).toString('hex')}`);
  let t: TestApp;
  let job: BackupJob;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp({
      config: { backup: { dir, keep: 2 } },
      override: (module) => module.overrideProvider(Clock).useValue(clock),
    });
    job = t.running.app.get(BackupJob);
    adminId = (await t.factory.newAdmin()).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const runs = () => t.em().find(BackupRun, {}, { orderBy: { id: 'asc' } });
  const archives = () =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort();

  async function dashboardBackup() {
    const agent = t.agent();
    await signInAs(agent, 'admin', adminId);
    const response = await inertiaVisit(t, agent, '/admins/dashboard');
    return response.body.props.backup as { status: string; text: string; lastGood: string | null };
  }

  it("takes the night's backup when the app starts after 3:00, once", async () => {
    // The job's first check runs as the app starts; wait for its backup to finish.
    const deadline = Date.now() + 20_000;
    while ((await runs()).filter((run) => run.status === 'ok').length === 0 && Date.now() < deadline)
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    expect(await runs()).toEqual([
      expect.objectContaining({
        kind: 'scheduled',
        status: 'ok',
        startedAt: new Date('2031-01-15T15:00:00Z'),
        file: join(dir, 'recipe-contest-20310115T150000Z.tar.gz'),
        bytes: expect.any(Number),
        error: null,
      }),
    ]);
    expect(archives()).toEqual(['recipe-contest-20310115T150000Z.tar.gz']);
    expect(await job.runIfDue()).toBe('not-due');
    clock.advance(12 * HOUR);
    expect(await job.runIfDue()).toBe('not-due');
    expect(await dashboardBackup()).toEqual({
      status: 'ok',
      text: 'Last backup: Wednesday, January 15, 2031 at 10:00 AM EST (12 hours ago).',
      lastGood: null,
    });
  });

  it('runs once a night however many processes check at once, and keeps the newest BACKUP_KEEP', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');
    clock.set(new Date('2031-01-16T08:05:00Z')); // 3:05 in New York
    const outcomes = await Promise.all([job.runIfDue(), job.runIfDue(), job.runIfDue()]);
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome !== 'done').every((o) => o === 'busy' || o === 'not-due'),
    ).toBe(true);
    clock.set(new Date('2031-01-17T08:05:00Z'));
    expect(await job.runIfDue()).toBe('done');
    expect(archives()).toEqual([
      'recipe-contest-20310116T080500Z.tar.gz',
      'recipe-contest-20310117T080500Z.tar.gz',
    ]);
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
    expect((await runs()).map((run) => run.status)).toEqual(['ok', 'ok', 'ok']);
  });

  it('logs a failure as an error and shows it to admins, with the last good backup', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // A file stands where the backup folder was.
    rmSync(dir, { recursive: true });
    writeFileSync(dir, 'in the way');
    try {
      clock.set(new Date('2031-01-18T08:05:00Z'));
      expect(await job.runIfDue()).toBe('failed');
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^The nightly backup failed: .*EEXIST/));
      expect((await runs()).at(-1)).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('EEXIST'),
      });

      // The next try is an hour later; meanwhile nothing is attempted.
      clock.advance(30 * 60_000);
      expect(await job.runIfDue()).toBe('not-due');
      clock.advance(2 * DAY);
      expect(await dashboardBackup()).toEqual({
        status: 'failed',
        text: expect.stringMatching(/^Last backup: 2 days ago — failed: EEXIST: file already exists/),
        lastGood: 'Last good backup: Friday, January 17, 2031 at 3:05 AM EST (3 days ago).',
      });
    } finally {
      errors.mockRestore();
      rmSync(dir, { force: true });
    }
  });

  it('marks a backup whose process died as failed and takes the night again an hour later', async () => {
    clock.set(new Date('2031-01-21T08:05:00Z'));
    const em = t.em();
    em.create(BackupRun, { kind: 'scheduled', status: 'running', startedAt: clock.now(), file: null });
    await em.flush();
    expect(await job.runIfDue()).toBe('not-due');
    expect((await runs()).at(-1)).toMatchObject({
      status: 'failed',
      error: 'Interrupted: the process running it stopped before it finished.',
    });
    clock.advance(HOUR);
    expect(await job.runIfDue()).toBe('done');
    expect((await dashboardBackup()).status).toBe('ok');
  });
});
