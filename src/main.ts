import { createApp } from './app.factory.js';

const running = await createApp();
await running.app.listen(running.config.port, process.env.HOST ?? '0.0.0.0');
console.log(`${running.config.appName} is running at ${running.config.appUrl}`);
