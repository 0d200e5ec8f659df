import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { inertiaVisit } from '../support/inertia.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The value of the sample `name{labels}` in a Prometheus text exposition (labels as written, in order). */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  if (line === undefined) return null;
  const value = line.slice(series.length + 1);
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

describe('Metrics on a port of their own', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Port 0: a free port (METRICS_PORT itself takes 0 as "off").
    t = await startTestApp({ config: { metrics: { host: '127.0.0.1', port: 0 } } });
  });
  afterAll(() => t.close());

  async function scrape(): Promise<string> {
    const response = await fetch(t.running.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  }

  it('serves on loopback, and the public port does not answer the metrics path', async () => {
    expect(t.running.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await t.agent().get('/metrics')).status).toBe(404);
    expect((await fetch(t.running.metricsUrl!.replace('/metrics', '/'))).status).toBe(404);
  });

  it('has the request histogram by route pattern and status, requests in flight, pools, outbox and the rest', async () => {
    const agent = t.agent();
    for (const token of ['first-made-up-link', 'second-made-up-link']) {
      expect((await inertiaVisit(t, agent, `/login/link/${token}`)).status).toBe(200);
    }
    expect((await t.agent().get('/')).status).toBe(200);
    expect((await t.agent().get('/no/such/page')).status).toBe(404);

    const em = t.em();
    const mail = {
      to: 'cook@example.com',
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
      template: 'test',
    };
    em.create(OutboxMail, { ...mail, status: 'pending', nextAttemptAt: new Date(Date.now() - 15 * 60_000) });
    // Held back for later: pending, but not due, so it does not count as waiting.
    em.create(OutboxMail, { ...mail, status: 'pending', nextAttemptAt: new Date(Date.now() + 60 * 60_000) });
    em.create(OutboxMail, { ...mail, status: 'failed', attempts: 8 });
    await em.flush();

    const text = await scrape();
    const link = 'method="GET",route="/login/link/:token",status="200"';
    expect(sample(text, `http_request_duration_seconds_count{${link}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${link}}`)).toBe(2);
    expect(text).not.toContain('made-up-link');
    // The anonymous fast path answers the landing page ahead of Nest's routing: still its own route.
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/",status="200"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_in_flight')).toBe(0);

    for (const pool of ['app', 'sessions']) {
      expect(sample(text, `db_pool_connections_in_use{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `db_pool_connections_idle{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `db_pool_waiting{pool="${pool}"}`)).toBe(0);
    }
    expect(sample(text, 'db_pool_connections_idle{pool="app"}')).toBeGreaterThan(0);

    expect(sample(text, 'outbox_pending')).toBe(2);
    expect(sample(text, 'outbox_failed')).toBe(1);
    const oldest = sample(text, 'outbox_oldest_pending_age_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(15 * 60 - 5);
    expect(oldest).toBeLessThan(16 * 60);

    expect(sample(text, 'image_processing_queue_length')).toBe(0);
    expect(sample(text, 'image_processing_active')).toBe(0);
    // prom-client's process metrics, event-loop lag among them.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("reports the last successful backup's age from backup_runs, +Inf before the first, NaN without the table", async () => {
    const connection = t.em().getConnection();
    expect(sample(await scrape(), 'backup_last_success_age_seconds')).toBe(Number.POSITIVE_INFINITY);

    await connection.execute(
      `insert into backup_runs (kind, started_at, finished_at, status, file, bytes) values
        ('scheduled', now() - interval '2 hours 5 minutes', now() - interval '2 hours', 'ok', 'a.tar', 10),
        ('manual', now() - interval '65 minutes', now() - interval '1 hour', 'ok', 'b.tar', 10),
        ('scheduled', now() - interval '10 minutes', now() - interval '9 minutes', 'failed', null, null)`,
    );
    const age = sample(await scrape(), 'backup_last_success_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(3600 - 5);
    expect(age).toBeLessThan(3600 + 60);

    // A schema from before backups (restored from an old dump): not set up, and the scrape still answers.
    await connection.execute('alter table backup_runs rename to backup_runs_put_away');
    try {
      expect(sample(await scrape(), 'backup_last_success_age_seconds')).toBeNaN();
    } finally {
      await connection.execute('alter table backup_runs_put_away rename to backup_runs');
    }
  });
});
