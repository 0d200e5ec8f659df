import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pino from 'pino';
import type { AppMetrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  /** `http://host:port/metrics`, with the port actually bound. */
  url: string;
  close(): Promise<void>;
}

/**
 * The metrics on a port of their own (loopback by default), so the public port never serves them and a scrape does not
 * queue behind the visitors' requests. A port already taken leaves the app running without metrics, and says so:
 * a process that cannot be watched still serves people.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  address: { host: string; port: number },
  logger: pino.Logger,
): Promise<MetricsServer | null> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'The metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected\n');
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address.port, address.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    logger.error(
      { err: error },
      `The metrics port ${address.host}:${address.port} is not available: this process serves no metrics`,
    );
    return null;
  }
  // A scraper's kept-alive connection must not hold the shutdown up.
  server.keepAliveTimeout = 5000;
  const bound = server.address() as AddressInfo;
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return {
    url: `http://${host}:${bound.port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
