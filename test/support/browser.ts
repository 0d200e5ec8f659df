import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { dishPicture, portraitPicture } from '../../src/cli/demo/demo-pictures.js';
import { seedDemoIfEmpty } from '../../src/cli/seed-demo-if-empty.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { setContestSettings, type ContestSettingsColumns } from './contest-settings.js';
import { svgPng } from './images.js';
import { late } from './late.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export const CHROMIUM = '/usr/bin/chromium';

export type BrowserApp = TestApp & { baseUrl: string };

/** The app with the real client build, listening on a free port of 127.0.0.1. */
export async function startBrowserApp(options: TestAppOptions = {}): Promise<BrowserApp> {
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

/**
 * Waits, after a page load, until React has taken over a server-rendered page. Such a page paints first and asks for
 * its scripts after that paint (src/inertia/deferred-scripts.ts); until they run, a button there does nothing and a
 * form is closed. A person sees the page settle; a test would click in that gap. What the page shows before React
 * runs is checked on its own, with JavaScript off, in server-render.test.ts.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const app = document.getElementById('app');
        if (!app || app.dataset.serverRendered !== 'true') return true;
        // Hydrated, and the signed-in areas' forms opened (they open a task after hydration).
        return (
          Object.keys(app).some((key) => key.startsWith('__reactContainer')) &&
          !document.querySelector('[data-hydrating]')
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    // A page that went on to another address, or never hydrates, is left to the test's own checks.
    .catch(() => undefined);
}

/** The page's `goto` and `reload` answer once a server-rendered page is hydrated (see `untilHydrated`). */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/** Every page of a context with JavaScript on waits for hydration after `goto` and `reload`. */
function hydratingContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    if (args[0]?.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingForHydration(await newPage());
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    return args[0]?.javaScriptEnabled === false ? page : waitingForHydration(page);
  };
  return browser;
}

/** Debian's Chromium, headless. A missing browser fails the suite: a skipped browser test is not a pass. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  const browser = await chromium.launch({
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
  return hydratingContexts(browser);
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

export interface BrowserSuiteOptions extends TestAppOptions {
  /** The contest settings the file's tests run under. */
  settings?: ContestSettingsColumns;
  /** What the file's tests share, built once the app runs and before Chromium starts. */
  prepare?: (t: BrowserApp) => Promise<void>;
}

/**
 * The app and Chromium for one test file: started before its tests, closed after them (options given as a function
 * are read when the app starts). `t` and `browser` stand for
 * them where the describe starts (see late.ts); the sign-in helpers go to this app.
 */
export function browserSuite(
  options: BrowserSuiteOptions | (() => BrowserSuiteOptions) = {},
  /** How long starting may take, when `prepare` builds a lot. */
  timeout?: number,
) {
  let app: BrowserApp | undefined;
  let chromium: Browser | undefined;

  beforeAll(async () => {
    // A function is read when the app starts: after the hooks before it, such as a mail server's start.
    const { settings, prepare, ...appOptions } = typeof options === 'function' ? options() : options;
    app = await startBrowserApp(appOptions);
    if (settings) await setContestSettings(app, settings);
    await prepare?.(app);
    chromium = await launchBrowser();
  }, timeout);
  afterAll(async () => {
    await chromium?.close();
    await app?.close();
  });

  const t = late(() => app!);
  return {
    t,
    browser: late(() => chromium!),
    /** Signs the page's context in through the test-only sign-in route (the real journeys have tests of their own). */
    signIn: (page: Page, audience: 'user' | 'judge' | 'admin', id: number) =>
      signInThroughTestRoute(page, t.baseUrl, audience, id),
    /** Signs the page in on the staff sign-in form, as a judge or an admin would. */
    signInWithPassword: (page: Page, area: 'admins' | 'judges', email: string, password: string) =>
      signInOnForm(page, t.baseUrl, area, email, password),
  };
}

export async function signInThroughTestRoute(
  page: Page,
  baseUrl: string,
  audience: 'user' | 'judge' | 'admin',
  id: number,
): Promise<void> {
  await page.goto(`${baseUrl}/terms-and-conditions`);
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const response = await page.request.post(`${baseUrl}/__test__/sign-in`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { csrf, audience, id },
  });
  expect(response.status()).toBe(200);
}

export async function signInOnForm(
  page: Page,
  baseUrl: string,
  area: 'admins' | 'judges',
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/${area}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/${area}/dashboard`);
}

/** A plated dish (drawn with `seed`) and a chef's portrait, stored as uploads are: the keys recipes point at. */
export async function storeChefPictures(t: TestApp, seed: number): Promise<{ dish: string; face: string }> {
  const storage = t.running.app.get(StorageService);
  const dish = await storage.storeImage(
    await svgPng(
      dishPicture({
        style: 'plate',
        table: ['#e9dcc6', '#c9b08a'],
        main: '#8d4a2f',
        sides: ['#6b8e23', '#e1a33b', '#c0392b'],
        sauce: '#5a1e12',
        garnish: '#2e7d32',
        seed,
      }),
    ),
  );
  const face = await storage.storeImage(
    await svgPng(
      portraitPicture({
        initials: 'ML',
        background: ['#ffd36b', '#f2b400'],
        skin: '#c68642',
        hair: '#2b1b10',
        shirt: '#ffffff',
        chef: true,
      }),
    ),
  );
  return { dish: dish.key, face: face.key };
}

/** The demo contest in the app's database: every page has the data a person sees on it (votes, audit rows, sponsors). */
export async function seedDemo(t: TestApp): Promise<void> {
  await seedDemoIfEmpty({
    databaseUrl: t.database.url,
    env: { ...process.env, NODE_ENV: 'test' },
    config: { storageDir: t.running.config.storageDir },
    io: { stdout: () => undefined, stderr: () => undefined },
  });
  t.running.app.get(ContestSettingsService).forget();
}

/** An ingredient row added through the recipe list's modal (the editor's layout under 1024px). */
export async function addIngredientRow(
  page: Page,
  row: { ingredient: string; unit: string; quantity: string; cost: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  // The dialog's root has no box of its own (its panel is fixed): its fields are what become visible.
  const dialog = page.getByRole('dialog', { name: 'Add ingredient' });
  await dialog.getByLabel('Ingredient').fill(row.ingredient);
  await dialog.getByLabel('Unit', { exact: true }).selectOption({ label: row.unit });
  await dialog.getByLabel('Quantity').fill(row.quantity);
  await dialog.getByLabel('Cost per unit').fill(row.cost);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The registration form's second step with a US home address, saved: the form leads on to the recipe editor. */
export async function saveUsAddress(
  page: Page,
  baseUrl: string,
  address: { street: string; city: string; state: string; zip: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${baseUrl}/user/recipe`);
}
