import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export const CHROMIUM = '/usr/bin/chromium';

/** The app with the real client build, listening on a free port of 127.0.0.1. */
export async function startBrowserApp(options: TestAppOptions = {}): Promise<TestApp & { baseUrl: string }> {
  const buildDir = resolve('public/build');
  if (!existsSync(resolve(buildDir, 'manifest.json'))) {
    throw new Error('The client is not built: run "npm run build:client" (npm run test:browser does it).');
  }
  // The port is chosen first, so that APP_URL (links in mails, the single sign-on callback) is this server.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ ...options, config: { buildDir, appUrl: baseUrl, ...options.config } });
  await t.running.app.listen(port, '127.0.0.1');
  return { ...t, baseUrl };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Debian's Chromium, headless. A missing browser fails the suite: a skipped browser test is not a pass. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot when SCREENSHOT_DIR is set (for people reviewing the look), and does nothing otherwise. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
}
