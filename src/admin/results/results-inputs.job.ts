import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ResultsQueries } from './results.queries.js';

const EVERY_MS = 15 * 60 * 1000;

/**
 * Keeps the version of the results' inputs to a handful of rows: every fifteen minutes (and once at start) the slots
 * of database connections that have ended are added to one and removed, which leaves the version as it was
 * (Migration20261127000000). Every copy of the app runs it; two at once only fold the same slots once.
 */
@Injectable()
export class ResultsInputsJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ResultsInputsJob.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly queries: ResultsQueries) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runSafely(), EVERY_MS);
    this.timer.unref();
    void this.runSafely();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async runSafely(): Promise<void> {
    try {
      await this.queries.foldEndedConnections();
    } catch (error) {
      this.logger.warn(
        `Could not fold the results' version slots: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
