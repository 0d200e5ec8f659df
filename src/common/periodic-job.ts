import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/**
 * A pass run every `everyMs` and once at start, by every copy of the app. One pass at a time in a copy (a slow pass
 * is not stacked on by the next tick), a failed pass is logged and the next one runs as planned, and shutting down
 * waits for the pass in flight before the database pool closes.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  /** `failure`: what the log says when a pass fails, before the error's message. */
  protected constructor(
    private readonly everyMs: number,
    private readonly failure: string,
  ) {}

  /** One pass of the job. */
  protected abstract pass(): Promise<unknown>;

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
    let pass: Promise<unknown>;
    try {
      pass = this.pass();
    } catch (error) {
      // A pass that throws before its first await is a failed pass too, not an uncaught exception.
      pass = Promise.reject(error);
    }
    this.running = pass
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.warn(`${this.failure}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.running = null;
      });
  }
}
