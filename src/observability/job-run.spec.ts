import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import pino from 'pino';
import { runJob } from './job-run.js';
import { nestLoggerFor } from './logger.js';

interface Line {
  level: number;
  msg: string;
  context?: string;
  job?: string;
  runId?: string;
  outcome?: string;
  durationMs?: number;
  sent?: number;
  err?: { message: string; stack: string };
}

describe(runJob.name, () => {
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as Line);
  const logger = new Logger('OutboxWorker');

  beforeAll(() => {
    // As an app does: Nest's logger writes through pino.
    Logger.overrideLogger(
      nestLoggerFor(pino({ level: 'debug' }, { write: (line: string) => written.push(line) })),
    );
  });
  afterAll(() => Logger.overrideLogger(false));

  it('gives each run an id that every line of the run carries, and ends with its outcome', async () => {
    written.length = 0;
    const result = await runJob(
      { job: 'outbox', logger, failure: 'The outbox run failed', describe: (r) => r },
      async () => {
        logger.warn('Mail 3 attempt 1 failed');
        return { sent: 2 };
      },
    );
    expect(result).toEqual({ sent: 2 });
    const [attempt, outcome] = lines();
    expect(attempt).toMatchObject({
      level: 40,
      context: 'OutboxWorker',
      job: 'outbox',
      msg: 'Mail 3 attempt 1 failed',
    });
    expect(attempt.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(outcome).toMatchObject({ level: 30, job: 'outbox', runId: attempt.runId, outcome: 'ok', sent: 2 });
    expect(typeof outcome.durationMs).toBe('number');
  });

  it('logs a run that did nothing at debug, and a failed run with its error, then throws it on', async () => {
    written.length = 0;
    await runJob(
      { job: 'outbox', logger, failure: 'The outbox run failed', describe: () => null },
      async () => 0,
    );
    expect(lines()[0]).toMatchObject({ level: 20, outcome: 'ok' });

    await expect(
      runJob({ job: 'deadlines', logger, failure: 'The deadlines pass failed' }, () =>
        Promise.reject(new Error('database unreachable')),
      ),
    ).rejects.toThrow('database unreachable');
    expect(lines()[1]).toMatchObject({
      level: 40,
      job: 'deadlines',
      outcome: 'failed',
      msg: 'The deadlines pass failed: database unreachable',
      err: { message: 'database unreachable' },
    });
    expect(lines()[1].err!.stack).toContain('job-run.spec');
  });
});
