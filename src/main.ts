import { createApp } from './app.factory.js';

const running = await createApp({ logger: ['error', 'warn'] });
await running.app.listen(running.config.port, process.env.HOST ?? '0.0.0.0');
console.log(`${running.config.appName} is running at ${running.config.appUrl}`);
if (!running.config.databaseUrl) console.log(`Embedded database: ${running.config.dataDir}`);
if (!running.config.smtpUrl && running.config.env !== 'production') {
  console.log(`Mail is not sent (SMTP_URL is not set): read it at ${running.config.appUrl}/dev/mailbox`);
}

// Closing the app also stops the embedded database cleanly and removes its announcement file.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
