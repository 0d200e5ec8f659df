import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type pg from 'pg';
import { DatabaseStatus } from './database/database-status.js';
import { OutboxHealthService } from './mail/outbox-health.service.js';
import { ImageProcessingQueue } from './storage/image-processing-queue.js';
import { BackupRunsQueries } from './backup/backup-runs.queries.js';
import { AppMetrics } from './observability/metrics.js';

/**
 * The metrics of a built app, reading its pools, outbox, image queue and backups. While the database is away the
 * gauges that query it keep their last values: a scrape answers at once rather than wait for the statement timeout.
 * Beside the app's factory, since it reads several modules (database, mail, storage); observability keeps the meters.
 */
export function appMetrics(
  app: INestApplicationContext,
  sessionPool: pg.Pool,
  requestsInFlight: () => number,
): AppMetrics {
  const em = app.get(EntityManager);
  const database = app.get(DatabaseStatus);
  const outbox = app.get(OutboxHealthService);
  const imageQueue = app.get(ImageProcessingQueue, { strict: false });
  const backups = new BackupRunsQueries(em);
  const whileDatabaseAnswers =
    <T>(read: () => Promise<T>) =>
    (): Promise<T | null> =>
      database.away ? Promise.resolve(null) : read();
  return new AppMetrics({
    requestsInFlight,
    pools: {
      app: () => em.getConnection().getNativeClient(),
      sessions: () => Promise.resolve(sessionPool),
    },
    imageQueue: () => imageQueue.load,
    outbox: whileDatabaseAnswers(() => outbox.read()),
    lastBackup: whileDatabaseAnswers(() => backups.lastBackup()),
  });
}
