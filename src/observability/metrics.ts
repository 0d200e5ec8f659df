import client from 'prom-client';

/** The request histogram, which the request observer feeds. */
export type RequestDurations = client.Histogram<'method' | 'route' | 'status'>;

/** A pg pool's counters (pg.Pool's own fields). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface OutboxReading {
  pending: number;
  failed: number;
  oldestPendingAgeSeconds: number;
}

/** Where the gauges read their values when scraped. A source that answers null leaves its gauges as they were. */
export interface MetricSources {
  /** Requests being answered now (the request observer's count). */
  requestsInFlight: () => number;
  /** The database pools by name ("app": the ORM's, "sessions": the session store's). */
  pools: Record<string, () => Promise<PoolCounts | null>>;
  /** Images being processed and uploads waiting for a turn; null: no queue in this app. */
  imageQueue: () => { active: number; waiting: number } | null;
  outbox: () => Promise<OutboxReading | null>;
  lastBackup: () => Promise<LastBackup | null>;
}

/** When the last successful backup finished, `none` yet, or `not-set-up` (no backup_runs table). */
export type LastBackup = { finishedAt: Date } | 'none' | 'not-set-up';

/**
 * Request durations by route pattern: from under a millisecond (the landing page) to the ten seconds a request may
 * wait on a stalled database, with the 0.25-1 s steps where the vote call's alert sits.
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Readings of one scrape shared by its gauges (prom-client collects every metric of a scrape at once). */
function onePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > 1000) last = { at: now, value: read() };
    return last.value;
  };
}

/**
 * The app's Prometheus metrics, in a registry of its own (several apps run in one test process; prom-client's global
 * registry would refuse the second one's metrics): the request histogram and in-flight gauge, the database pools,
 * the outbox, the image queue, the last backup's age, and prom-client's process metrics (CPU, memory, event-loop lag,
 * garbage collection).
 */
export class AppMetrics {
  readonly registry = new client.Registry();
  readonly requestDurations: RequestDurations;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    client.collectDefaultMetrics({ register: this.registry });
    this.requestDurations = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status (499: the client went away).',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    new client.Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being answered now.',
      registers,
      collect() {
        this.set(sources.requestsInFlight());
      },
    });

    const pools = Object.entries(sources.pools);
    const poolCounts = onePerScrape(() =>
      Promise.all(pools.map(async ([name, read]) => ({ name, counts: await read().catch(() => null) }))),
    );
    const poolGauge = (name: string, help: string, value: (counts: PoolCounts) => number) =>
      new client.Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers,
        async collect() {
          for (const { name: pool, counts } of await poolCounts())
            if (counts) this.set({ pool }, value(counts));
        },
      });
    poolGauge(
      'db_pool_connections_in_use',
      'Database connections handed out.',
      (c) => c.totalCount - c.idleCount,
    );
    poolGauge('db_pool_connections_idle', 'Database connections open and free.', (c) => c.idleCount);
    poolGauge('db_pool_waiting', 'Queries waiting for a database connection.', (c) => c.waitingCount);

    const outbox = onePerScrape(() => sources.outbox().catch(() => null));
    const outboxGauge = (name: string, help: string, value: (reading: OutboxReading) => number) =>
      new client.Gauge({
        name,
        help,
        registers,
        async collect() {
          const reading = await outbox();
          if (reading) this.set(value(reading));
        },
      });
    outboxGauge(
      'outbox_pending',
      'Mails waiting to be sent (due, held back or waiting for a retry).',
      (r) => r.pending,
    );
    outboxGauge('outbox_failed', 'Mails given up after their last attempt.', (r) => r.failed);
    outboxGauge(
      'outbox_oldest_pending_age_seconds',
      'How long the longest-waiting due mail has been due; 0 when none is.',
      (r) => r.oldestPendingAgeSeconds,
    );

    const imageGauge = (
      name: string,
      help: string,
      value: (load: { active: number; waiting: number }) => number,
    ) =>
      new client.Gauge({
        name,
        help,
        registers,
        collect() {
          const load = sources.imageQueue();
          if (load) this.set(value(load));
        },
      });
    imageGauge(
      'image_processing_queue_length',
      'Uploads waiting for a turn to have their images processed.',
      (l) => l.waiting,
    );
    imageGauge('image_processing_active', 'Images being processed now.', (l) => l.active);

    new client.Gauge({
      name: 'backup_last_success_age_seconds',
      help: 'Seconds since the last successful backup finished: +Inf when none has, NaN when backups are not set up.',
      registers,
      async collect() {
        const last = await sources.lastBackup().catch(() => null);
        if (last === 'not-set-up') this.set(Number.NaN);
        else if (last === 'none') this.set(Number.POSITIVE_INFINITY);
        else if (last) this.set(Math.max(0, (Date.now() - last.finishedAt.getTime()) / 1000));
      },
    });
  }

  /** The text exposition of every metric, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
