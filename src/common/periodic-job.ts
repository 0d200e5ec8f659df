import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { runJob } from '../observability/job-run.js';

/**
 * A pass run every `everyMs` and once at start, by every copy of the app. One pass at a time in a copy (a slow pass
 * is not stacked on by the next tick), a failed pass is logged and the next one runs as planned, and shutting down
 * waits for the pass in flight before the database pool closes. Each pass is a logged job run (runJob): its job name
 * is the class's (`DeadlinesJob`: `deadlines`), what it did comes from `describe`.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private readonly job = this.constructor.name
    .replace(/Job$/, '')
    .replace(/(?<=[a-z0-9])([A-Z])/g, '-$1')
    .toLowerCase();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  /** `failure`: what the log says when a pass fails, before the error's message. */
  protected constructor(
    private readonly everyMs: number,
    private readonly failure: string,
  ) {}

  /** One pass of the job. */
  protected abstract pass(): Promise<unknown>;

  /** What a pass did, for its log line; null when it did nothing (logged at debug). */
  protected describe(_result: unknown): Record<string, unknown> | null {
    return null;
  }

  /** Whether this copy runs the job at all (configuration may turn it off). */
  protected enabled(): boolean {
    return true;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled()) return;
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
    this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    const done = () => {
      this.running = null;
    };
    // runJob logs the failure; the next pass runs as planned either way.
    this.running = runJob(
      {
        job: this.job,
        logger: this.logger,
        failure: this.failure,
        describe: (result) => this.describe(result),
      },
      () => this.pass(),
    ).then(done, done);
  }
}
