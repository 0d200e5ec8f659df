import type { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { appLoggerInstalled, runWithLogFields } from './logger.js';

export interface JobRunOptions<T> {
  /** The job's name in the log: `outbox`, `deadlines`, `backup`. */
  job: string;
  /** The job's own Nest logger (`new Logger(MyJob.name)`). */
  logger: Logger;
  /** What the failure line says before the error's message ("The deadlines pass failed"). */
  failure: string;
  /**
   * What a run did, as fields of its outcome line (`{ sent: 3 }`); null when it did nothing, which logs the line at
   * debug: a job that runs every second stays quiet while idle.
   */
  describe?: (result: T) => Record<string, unknown> | null;
}

/**
 * One run of a background job, logged the one way every job is: a run id of its own, bound with the job's name to
 * every line logged during the run (a mail's failed attempt names the run that tried it), then one line with the
 * outcome, `ok` with what the run did or `failed` with the error, and its duration. Answers the work's result; a
 * failure is logged, then thrown on to the caller.
 */
export function runJob<T>(options: JobRunOptions<T>, work: (runId: string) => Promise<T>): Promise<T> {
  const { job, logger, failure, describe } = options;
  const runId = randomUUID();
  return runWithLogFields({ job, runId }, () => {
    const started = performance.now();
    const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
    let running: Promise<T>;
    try {
      running = work(runId);
    } catch (error) {
      // A run that throws before its first await is a failed run too.
      running = Promise.reject(error);
    }
    // Chained rather than awaited: the caller sees the outcome in as few turns as the work itself takes.
    return running.then(
      (result) => {
        const done = describe?.(result) ?? null;
        const line = { msg: 'job run', job, runId, outcome: 'ok', durationMs: durationMs(), ...done };
        if (done) logger.log(line);
        // Nest's console logger (the command line, unit specs) has no threshold that would keep idle runs out.
        else if (appLoggerInstalled()) logger.debug(line);
        return result;
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        runWithLogFields({ job, runId, outcome: 'failed', durationMs: durationMs(), err: error }, () =>
          logger.warn(`${failure}: ${reason}`),
        );
        throw error;
      },
    );
  });
}
