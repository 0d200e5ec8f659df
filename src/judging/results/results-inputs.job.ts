import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../../common/periodic-job.js';
import { ResultsQueries } from './results.queries.js';

const EVERY_MS = 15 * 60 * 1000;

/**
 * Keeps the version of the results' inputs to a handful of rows: every fifteen minutes (and once at start) the slots
 * of database connections that have ended are added to one and removed, which leaves the version as it was
 * (Migration20261127000000). Every copy of the app runs it; two at once only fold the same slots once.
 */
@Injectable()
export class ResultsInputsJob extends PeriodicJob {
  constructor(private readonly queries: ResultsQueries) {
    super(EVERY_MS, "Could not fold the results' version slots");
  }

  protected pass(): Promise<void> {
    return this.queries.foldEndedConnections();
  }
}
