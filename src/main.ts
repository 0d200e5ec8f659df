import type { Server } from 'node:http';
import { createApp } from './app.factory.js';
import { embeddedServerDir } from './database/embedded-postgres.js';

/** How long requests in flight may take to finish once the app is told to stop. */
const DRAIN_MS = 10_000;

const running = await createApp({ logger: ['error', 'warn'] });
await running.app.listen(running.config.port, process.env.HOST ?? '0.0.0.0');
console.log(`${running.config.appName} is running at ${running.config.appUrl}`);
if (!running.config.databaseUrl)
  console.log(`Embedded PostgreSQL: ${embeddedServerDir(running.config.dataDir)}`);
if (!running.config.smtpUrl && running.config.env !== 'production') {
  console.log(`Mail is not sent (SMTP_URL is not set): read it at ${running.config.appUrl}/dev/mailbox`);
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
  console.error(error);
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
          console.error(error);
          process.exit(1);
        },
      );
  });
}
