// The load generator: run by bench/run.ts in its own process (and on its own core when taskset exists), so that
// generating load never competes with the server's event loop. Reads one job from argv[2] as JSON, warms the server
// up, measures, and prints one JSON line with the result on stdout.
import autocannon, { type Result } from 'autocannon';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds of measured load. */
  seconds: number;
  /** Seconds of load before the measurement, thrown away. */
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds, from every response's own timing (autocannon's histogram rounds to whole milliseconds). */
  p50: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmup: { responses: number; non2xx: number; errors: number; timeouts: number };
}

function fire(job: LoadJob, seconds: number, latencies: number[] | null): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        headers: job.headers,
        connections: job.connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (latencies) {
      instance.on(
        'response',
        (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
          if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
        },
      );
    }
  });
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index];
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as LoadJob;
  const warm = job.warmupSeconds > 0 ? await fire(job, job.warmupSeconds, null) : null;
  const latencies: number[] = [];
  const result = await fire(job, job.seconds, latencies);
  const sorted = Float64Array.from(latencies).sort();
  const responses = result.requests.total;
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats)) statusCodes[code] = stats.count;
  const output: LoadResult = {
    requestsPerSecond: result.duration > 0 ? responses / result.duration : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    warmup: {
      responses: warm?.requests.total ?? 0,
      non2xx: warm?.non2xx ?? 0,
      errors: warm?.errors ?? 0,
      timeouts: warm?.timeouts ?? 0,
    },
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
