import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DeadlinesService } from './deadlines.service.js';

/**
 * Every thirty seconds (and once at start) a pass of the deadlines: the dates that came are written down and
 * audited, and due reminders are mailed. The pages and checks do not wait for it (ContestSettingsService applies a
 * date the moment it comes); thirty seconds is how late a reminder or the log entry may be. Every copy of the app
 * runs it, like the expired-tokens job; the pass's row lock makes the copies take turns.
 */
export const DEADLINES_EVERY_MS = 30_000;

@Injectable()
export class DeadlinesJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeadlinesJob.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deadlines: DeadlinesService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.deadlinesJob) return;
    this.timer = setInterval(() => this.tick(), DEADLINES_EVERY_MS);
    this.timer.unref();
    this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A pass in flight finishes before the pool closes.
    await this.running;
  }

  private tick(): void {
    // One pass at a time in this copy: a slow pass is not stacked on by the next tick.
    if (this.running) return;
    this.running = this.deadlines
      .run()
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.warn(
            `The deadlines pass failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => {
        this.running = null;
      });
  }
}
