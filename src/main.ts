import type { Server } from 'node:http';
import { createApp } from './app.factory.js';
import { embeddedServerDir } from './database/embedded-postgres.js';

/** How long requests in flight may take to finish once the app is told to stop. */
const DRAIN_MS = 10_000;

// LOG_LEVEL sets what is logged (default info: a line per request).
const running = await createApp();
const log = running.logger;
await running.app.listen(running.config.port, process.env.HOST ?? '0.0.0.0');
log.info(`${running.config.appName} is running at ${running.config.appUrl}`);
if (running.metricsUrl) log.info(`Metrics: ${running.metricsUrl}`);
if (!running.config.databaseUrl)
  log.info(`Embedded PostgreSQL: ${embeddedServerDir(running.config.dataDir)}`);
if (!running.config.smtpUrl && running.config.env !== 'production') {
  log.info(`Mail is not sent (SMTP_URL is not set): read it at ${running.config.appUrl}/dev/mailbox`);
}

/**
 * Stops taking connections and lets the requests in flight finish (at most DRAIN_MS; then their connections are
 * cut). Idle keep-alive connections are closed as they become idle, so a browser's open connection does not hold the
 * shutdown up.
 */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}

// SIGTERM (a deploy, a process manager) and SIGINT (Ctrl-C): drain, then close the pools and stop the embedded
// database, and exit 0. A second signal while draining is ignored rather than cutting the shutdown short.
let closing = false;
// While stopping, the embedded server ends the connections still open with 57P01 ("terminating connection due to
// administrator command"); that is the expected end of an idle pooled connection, not a failure of the shutdown.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (closing && error.code === '57P01') return;
  // pino writes what it still holds when the process exits.
  log.fatal({ err: error }, 'Uncaught exception: the process stops');
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    drain(running.app.getHttpServer() as Server)
      .then(() => running.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'The shutdown failed');
          process.exit(1);
        },
      );
  });
}
