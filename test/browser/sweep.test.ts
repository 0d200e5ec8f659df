/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../src/cli/demo/demo-content.js';
import { StaffPasswordResetService } from '../../src/auth/password-reset/staff-password-reset.service.js';
import { SupervisorLinkService } from '../../src/contestants/supervisor-link.service.js';
import { launchBrowser, startBrowserApp, seedDemo } from '../support/browser.js';
import { csrfOf, type TestApp } from '../support/test-app.js';

/**
 * The sweep (issue 14): every page of every audience, from the app's routing table, on the demo contest, at four
 * screen sizes with motion on. On each: no serious or critical axe violation, no sideways scroll, no console error or
 * failed request but those the step provokes, every image loaded and visible, and every element that animates in
 * visible once its animation has ended. A full-page screenshot per page and size goes to test-results/sweep/ (or
 * SWEEP_DIR), which CI keeps for inspection.
 */

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const SWEEP_DIR = resolve(process.env.SWEEP_DIR ?? 'test-results/sweep');

/** `head-judge`: the demo's final-round judge Béatrice, marked head judge for the sweep. */
type Audience = 'visitor' | 'newcomer' | 'contestant' | 'judge' | 'head-judge' | 'admin';

/** What the demo gives the pages' parameters: filled in once the demo contest is seeded. */
interface Ids {
  recipe: number;
  contestant: number;
  judge: number;
  admin: number;
  whitelisted: number;
  pastEdition: number;
  pastEditionYear: number;
  mail: number;
  supervisorLink: string;
}

interface SweepPage {
  /** The route as the routing table names it. */
  route: string;
  audience: Audience;
  /** The address visited (parameters filled in). */
  path: (ids: Ids) => string;
  /** The answer expected: an unknown address is a 404 on purpose. */
  status?: number;
  /** What the page shows once it is ready. */
  ready?: string;
  /**
   * The page holds a sandboxed frame no script may run in (the mailbox's mail preview): axe would wait for it in
   * vain, so the frame is taken out before axe runs (after the screenshot); the mails have tests of their own.
   */
  sandboxedFrame?: boolean;
  /** A step that opens a dialog or shows an error state, checked like the page (axe, scroll, screenshot). */
  step?: { name: string; run: (page: Page) => Promise<void>; provokes?: RegExp };
}

/** Routes that answer no page: redirects to the identity provider, files, downloads, health and framework hooks. */
const NOT_PAGES = new Set([
  '/{*all}',
  '/logout',
  '/login/user',
  '/login/user/callback',
  '/login/judge',
  '/login/judge/callback',
  '/login/admin',
  '/login/admin/callback',
  '/login/peoples-choice',
  '/media/:key/:variant',
  '/admins/results/export/ranking.csv',
  '/admins/results/export/votes.csv',
  '/admins/recipes/export/recipes.csv',
  '/admins/dashboard/recipe/:id/card.pdf',
  '/admins/final/pack/entry-book.pdf',
  '/admins/final/pack/score-sheets.pdf',
  '/admins/final/pack/plate-labels.pdf',
  '/user/recipe/card.pdf',
  '/admins/results/mailings/finalists',
  '/admins/results/mailings/results',
  '/admins/results/feedback',
  '/admins/final/board/events',
  '/final/board/:token/events',
  '/calendar.ics',
  '/favicon.svg',
  '/healthz',
  '/readyz',
]);

const fixed = (path: string) => () => path;

const PAGES: SweepPage[] = [
  // The public site.
  {
    route: '/',
    audience: 'visitor',
    path: fixed('/'),
    ready: '[data-testid="intro"]',
    step: {
      name: 'judges-panel',
      run: async (page) => {
        await page.getByTestId('judge-card').first().click();
        await page.getByTestId('judges-panel').waitFor();
      },
    },
  },
  {
    route: '/past-editions/:year',
    audience: 'visitor',
    path: (ids) => `/past-editions/${ids.pastEditionYear}`,
  },
  { route: '/terms-and-conditions', audience: 'visitor', path: fixed('/terms-and-conditions') },
  { route: '/peoples-choice', audience: 'visitor', path: fixed('/peoples-choice') },
  {
    route: '(unknown address)',
    audience: 'visitor',
    path: fixed('/some-missing-page'),
    status: 404,
  },
  { route: '/login', audience: 'visitor', path: fixed('/login') },
  { route: '/login/check-inbox', audience: 'visitor', path: fixed('/login/check-inbox') },
  { route: '/login/link/:token', audience: 'visitor', path: fixed('/login/link/not-a-real-token') },
  {
    route: '/login/peoples-choice/link/:token',
    audience: 'visitor',
    path: fixed('/login/peoples-choice/link/not-a-real-token'),
  },
  {
    route: '/judges/login',
    audience: 'visitor',
    path: fixed('/judges/login'),
    step: {
      name: 'wrong-password',
      provokes: /status of 4\d\d/,
      run: async (page) => {
        await page.getByLabel('Email').fill('olivia.grant@recipe-contest.local');
        await page.getByLabel('Password').fill('not the password');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByTestId('form-alert').locator('p').waitFor();
      },
    },
  },
  { route: '/admins/login', audience: 'visitor', path: fixed('/admins/login') },
  { route: '/judges/password/email', audience: 'visitor', path: fixed('/judges/password/email') },
  { route: '/admins/password/email', audience: 'visitor', path: fixed('/admins/password/email') },
  {
    route: '/judges/password/reset/:token',
    audience: 'visitor',
    path: fixed('/judges/password/reset/not-a-token'),
  },
  {
    route: '/admins/password/reset/:token',
    audience: 'visitor',
    path: fixed('/admins/password/reset/not-a-token'),
  },
  { route: '/dev/mailbox', audience: 'visitor', path: fixed('/dev/mailbox') },
  {
    route: '/dev/mailbox/:id',
    audience: 'visitor',
    path: (ids) => `/dev/mailbox/${ids.mail}`,
    sandboxedFrame: true,
  },
  { route: '/user/:id/authorization', audience: 'visitor', path: (ids) => ids.supervisorLink },

  // Contestants: one who has not registered yet, and the demo's Maria with her recipe.
  { route: '/user/register', audience: 'newcomer', path: fixed('/user/register') },
  { route: '/user/profile', audience: 'contestant', path: fixed('/user/profile') },
  { route: '/user/recipe', audience: 'contestant', path: fixed('/user/recipe') },
  { route: '/user/recipe/view', audience: 'contestant', path: fixed('/user/recipe/view') },

  // Judges.
  { route: '/judges/dashboard', audience: 'judge', path: fixed('/judges/dashboard') },
  {
    route: '/judges/dashboard/recipe/:id/vote',
    audience: 'judge',
    path: (ids) => `/judges/dashboard/recipe/${ids.recipe}/vote`,
  },
  // The demo's judges are no kitchen judges, and its kitchen score is off: the page says so.
  { route: '/judges/kitchen', audience: 'judge', path: fixed('/judges/kitchen') },
  { route: '/judges/account', audience: 'judge', path: fixed('/judges/account') },
  { route: '/judges/final/scores', audience: 'head-judge', path: fixed('/judges/final/scores') },

  // Administrators.
  { route: '/admins/dashboard', audience: 'admin', path: fixed('/admins/dashboard') },
  { route: '/admins/recipes', audience: 'admin', path: fixed('/admins/recipes') },
  {
    route: '/admins/dashboard/recipe/:id',
    audience: 'admin',
    path: (ids) => `/admins/dashboard/recipe/${ids.recipe}`,
    step: {
      // Reject and Approve act at once (no dialog, and the sweep changes no data): the image viewer is the dialog.
      name: 'image-viewer',
      run: async (page) => {
        await page.getByRole('button', { name: 'Zoom into the recipe image' }).click();
        // The dialog's root has no box of its own (its panel is fixed): wait for its close button.
        await page.getByTestId('image-viewer').getByRole('button').first().waitFor();
      },
    },
  },
  { route: '/admins/contestants', audience: 'admin', path: fixed('/admins/contestants') },
  { route: '/admins/contestants/create', audience: 'admin', path: fixed('/admins/contestants/create') },
  {
    route: '/admins/contestants/:user',
    audience: 'admin',
    path: (ids) => `/admins/contestants/${ids.contestant}`,
  },
  {
    route: '/admins/contestants/profile/:user',
    audience: 'admin',
    path: (ids) => `/admins/contestants/profile/${ids.contestant}`,
  },
  {
    route: '/admins/contestants/recipe/:user',
    audience: 'admin',
    path: (ids) => `/admins/contestants/recipe/${ids.contestant}`,
  },
  {
    route: '/admins/contestants/settings/:user',
    audience: 'admin',
    path: (ids) => `/admins/contestants/settings/${ids.contestant}`,
  },
  { route: '/admins/results', audience: 'admin', path: fixed('/admins/results') },
  { route: '/admins/peoples-choice', audience: 'admin', path: fixed('/admins/peoples-choice') },
  { route: '/admins/final', audience: 'admin', path: fixed('/admins/final') },
  { route: '/admins/final/plates', audience: 'admin', path: fixed('/admins/final/plates') },
  { route: '/admins/final/board', audience: 'admin', path: fixed('/admins/final/board') },
  { route: '/admins/final/scoring', audience: 'admin', path: fixed('/admins/final/scoring') },
  { route: '/admins/final/scores', audience: 'admin', path: fixed('/admins/final/scores') },
  // The venue screen's board opens with a link an admin makes; any other address is a 404.
  {
    route: '/final/board/:token',
    audience: 'visitor',
    path: fixed('/final/board/not-a-board-link'),
    status: 404,
  },
  { route: '/admins/audit', audience: 'admin', path: fixed('/admins/audit') },
  { route: '/admins/settings', audience: 'admin', path: fixed('/admins/settings') },
  { route: '/admins/judges', audience: 'admin', path: fixed('/admins/judges') },
  { route: '/admins/judges/create', audience: 'admin', path: fixed('/admins/judges/create') },
  { route: '/admins/judges/:id/edit', audience: 'admin', path: (ids) => `/admins/judges/${ids.judge}/edit` },
  { route: '/admins/admins', audience: 'admin', path: fixed('/admins/admins') },
  { route: '/admins/admins/create', audience: 'admin', path: fixed('/admins/admins/create') },
  { route: '/admins/admins/:id/edit', audience: 'admin', path: (ids) => `/admins/admins/${ids.admin}/edit` },
  { route: '/admins/whitelisted', audience: 'admin', path: fixed('/admins/whitelisted') },
  { route: '/admins/whitelisted/create', audience: 'admin', path: fixed('/admins/whitelisted/create') },
  {
    route: '/admins/whitelisted/:id/edit',
    audience: 'admin',
    path: (ids) => `/admins/whitelisted/${ids.whitelisted}/edit`,
  },
  { route: '/admins/past-editions', audience: 'admin', path: fixed('/admins/past-editions') },
  { route: '/admins/past-editions/create', audience: 'admin', path: fixed('/admins/past-editions/create') },
  {
    route: '/admins/past-editions/:id/edit',
    audience: 'admin',
    path: (ids) => `/admins/past-editions/${ids.pastEdition}/edit`,
  },
];

const slug = (path: string) =>
  path
    .split('?')[0]
    .replace(/^\/$/, 'home')
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 80);

describe('The sweep: every page of every audience at four sizes, motion on', () => {
  let t: TestApp & { baseUrl: string };
  let browser: Browser;
  let ids: Ids;
  const contexts = new Map<Audience, BrowserContext>();
  /** What the sweep covered, printed at the end for the closing note. */
  const covered: string[] = [];

  beforeAll(async () => {
    mkdirSync(SWEEP_DIR, { recursive: true });
    t = await startBrowserApp({ config: { oidc: null, companyEmailDomains: ['sodexo.com'] } });
    await seedDemo(t);
    ids = await demoIds();
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts.values()) await context.close();
    await browser?.close();
    await t?.close();
    if (covered.length > 0) {
      process.stdout.write(
        `\nSweep covered ${covered.length} pages at ${WIDTHS.map((size) => `${size.width}×${size.height}`).join(', ')}:\n${covered.join('\n')}\n`,
      );
    }
  });

  async function query<T>(sql: string): Promise<T> {
    const rows: T[] = await t.em().getConnection().execute(sql);
    if (!rows[0]) throw new Error(`The demo contest has nothing for: ${sql}`);
    return rows[0];
  }

  async function demoIds(): Promise<Ids> {
    const maria = await query<{ id: number }>(`select id from users where email = 'maria.lopez@sodexo.com'`);
    const recipe = await query<{ id: number }>(
      `select r.id from recipes r join users u on u.id = r.user_id
       where r.is_approved = 1 and r.is_complete and u.is_active order by r.id limit 1`,
    );
    // A mail for the mailbox page: ask for a judge's password link.
    const agent = t.agent();
    const csrf = await csrfOf(agent);
    await agent
      .post('/judges/password/email')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ csrf, email: 'olivia.grant@recipe-contest.local' })
      .expect(200);
    // The link is mailed after the answer (so its timing tells nothing): wait for it.
    await t.running.app.get(StaffPasswordResetService).whenIdle();
    const supervisor = await query<{ id: number; manager_email: string }>(
      `select u.id, p.manager_email from users u join profiles p on p.user_id = u.id
       where u.typeuser = 'sodexo' and u.is_authorized = 0 and p.manager_email is not null order by u.id limit 1`,
    );
    return {
      recipe: recipe.id,
      contestant: maria.id,
      judge: (await query<{ id: number }>('select id from judges order by id limit 1')).id,
      admin: (await query<{ id: number }>('select id from admins order by id limit 1')).id,
      whitelisted: (await query<{ id: number }>('select id from whitelisted_domains order by id limit 1')).id,
      pastEdition: (await query<{ id: number }>('select id from past_editions order by id limit 1')).id,
      pastEditionYear: (
        await query<{ year: number }>(
          'select year from past_editions where is_active order by year desc limit 1',
        )
      ).year,
      mail: (await query<{ id: number }>('select id from mail_outbox order by id desc limit 1')).id,
      supervisorLink: t.running.app.get(SupervisorLinkService).create(supervisor.id, supervisor.manager_email)
        .path,
    };
  }

  /** The demo's final-round judge Béatrice as the head judge: answers her id. */
  async function markHeadJudge(): Promise<number> {
    const judge = await query<{ id: number }>(
      `update judges set head_judge = true where email = 'beatrice.laurent@recipe-contest.local' returning id`,
    );
    return judge.id;
  }

  /** One browser context per audience, signed in once, with motion on (the other files reduce it). */
  async function contextFor(audience: Audience): Promise<BrowserContext> {
    const existing = contexts.get(audience);
    if (existing) return existing;
    const context = await browser.newContext({ viewport: WIDTHS[2], reducedMotion: 'no-preference' });
    const page = await context.newPage();
    if (audience === 'judge' || audience === 'admin') {
      await page.goto(`${t.baseUrl}/${audience}s/login`);
      await page
        .getByLabel('Email')
        .fill(audience === 'judge' ? 'olivia.grant@recipe-contest.local' : 'admin@recipe-contest.local');
      await page.getByLabel('Password').fill(DEMO_PASSWORDS[audience]);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`**/${audience}s/dashboard`);
    } else if (audience === 'contestant' || audience === 'newcomer' || audience === 'head-judge') {
      const id =
        audience === 'contestant'
          ? ids.contestant
          : audience === 'head-judge'
            ? await markHeadJudge()
            : (await t.factory.newContestant()).id;
      await page.goto(`${t.baseUrl}/terms-and-conditions`);
      const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
      const response = await page.request.post(`${t.baseUrl}/__test__/sign-in`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { csrf, audience: audience === 'head-judge' ? 'judge' : 'user', id },
      });
      if (response.status() !== 200) throw new Error(`Test sign-in failed with ${response.status()}`);
    }
    // The cookie notice is answered once, as a person would; it is checked on its own in the landing tests.
    await page.goto(`${t.baseUrl}/terms-and-conditions`);
    await page.evaluate(() => localStorage.setItem('cookie-warning', 'accepted'));
    await page.close();
    contexts.set(audience, context);
    return context;
  }

  /** Waits until the page's finite animations have run (new ones may start when others end), at most 6 s. */
  async function settle(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const hidden: string[] = [];
      const targets = new Set<Element>();
      const deadline = Date.now() + 6000;
      for (let round = 0; round < 6 && Date.now() < deadline; round++) {
        const running = document
          .getAnimations()
          // Entrances are keyframe animations; transitions are state changes (a button fading out on purpose).
          .filter((animation) => animation instanceof CSSAnimation)
          .filter((animation) => animation.playState !== 'finished')
          .filter((animation) => (animation.effect?.getComputedTiming().endTime ?? Infinity) !== Infinity);
        for (const animation of running) {
          const effect = animation.effect as KeyframeEffect | null;
          const first = effect?.getKeyframes()[0];
          // An element that animates in: its first frame is transparent.
          if (effect?.target && first && String(first.opacity) === '0') targets.add(effect.target);
        }
        if (running.length === 0 && round > 0) break;
        await Promise.race([
          Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((done) => setTimeout(done, Math.max(0, deadline - Date.now()))),
        ]);
        await new Promise((done) => setTimeout(done, 250));
      }
      for (const target of targets) {
        if (!target.isConnected) continue;
        const style = getComputedStyle(target);
        // Hidden on purpose (its state says so) is not an entrance that never ended.
        if (style.visibility === 'hidden') continue;
        if (style.opacity === '0') hidden.push(describe(target));
      }
      return hidden;

      function describe(element: Element): string {
        const id = element.id ? `#${element.id}` : '';
        const classes = element.classList.length ? `.${[...element.classList].slice(0, 3).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${id}${classes}`;
      }
    });
  }

  /** Waits, at most 2 s, for the transitions under way to end. */
  const transitionsEnded = (page: Page) =>
    page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 2000)),
      ]),
    );

  /**
   * Scrolls through the page, then asks every lazy image for its file (those in a sideways row never come near the
   * screen), so that each can be checked, and goes back to the top.
   */
  async function scrollThrough(page: Page): Promise<void> {
    await page.evaluate(async () => {
      const step = Math.max(200, window.innerHeight * 0.8);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 60));
      }
      const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
      for (const image of lazy) image.loading = 'eager';
      await Promise.race([
        Promise.all(lazy.map((image) => image.decode().catch(() => undefined))),
        new Promise((done) => setTimeout(done, 5000)),
      ]);
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  }

  /** Images that did not load, and images laid out but invisible (an ancestor at opacity 0). */
  const imageProblems = (page: Page) =>
    page.evaluate(() =>
      [...document.images].flatMap((image) => {
        const box = image.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        if (!image.complete || image.naturalWidth === 0)
          return [`not loaded: ${image.currentSrc || image.src}`];
        let opacity = 1;
        for (let element: Element | null = image; element; element = element.parentElement) {
          opacity *= Number(getComputedStyle(element).opacity);
        }
        return opacity < 0.05 ? [`invisible: ${image.alt || image.src}`] : [];
      }),
    );

  /**
   * What a person's finger and keyboard meet, on the still page at the top:
   * - header items that overlap one another (the phone header that squeezed "My recipe" under the logo);
   * - on phone widths, targets smaller than 24 × 24 px (WCAG 2.5.8), links inside a sentence excepted;
   * - controls that, once focused (so scrolled into view as the browser does), are covered by a fixed bar.
   */
  const layoutProblems = (page: Page, phone: boolean) =>
    page.evaluate(async (phoneWidth) => {
      const found: string[] = [];
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
      };

      const header = document.querySelector('header');
      if (header) {
        const items = [
          ...header.querySelectorAll('a, button, img, [data-testid="my-recipe-link"] span'),
        ].filter(visible);
        for (const [index, first] of items.entries()) {
          const a = first.getBoundingClientRect();
          for (const second of items.slice(index + 1)) {
            if (first.contains(second) || second.contains(first)) continue;
            const b = second.getBoundingClientRect();
            const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (width > 1 && height > 1) found.push(`header: ${name(first)} overlaps ${name(second)}`);
          }
        }
      }

      const targets = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], summary',
        ),
      ].filter((element) => visible(element) && !element.closest('[inert], [aria-hidden="true"]'));
      if (phoneWidth) {
        const boxes = targets.map((target) => target.getBoundingClientRect());
        const distance = (x: number, y: number, box: DOMRect) =>
          Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
        for (const [index, target] of targets.entries()) {
          const box = boxes[index];
          if (box.width >= 24 && box.height >= 24) continue;
          // A link within a sentence is exempt: its size is the text's.
          const sentence = target.parentElement?.textContent?.trim() ?? '';
          if (target.tagName === 'A' && sentence.length > (target.textContent?.trim().length ?? 0) + 3)
            continue;
          // WCAG's spacing exception: a 24 px circle on the target's centre meets no other target.
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const crowded = targets.some(
            (other, otherIndex) =>
              otherIndex !== index &&
              !other.contains(target) &&
              !target.contains(other) &&
              distance(x, y, boxes[otherIndex]) < 12,
          );
          if (!crowded) continue;
          // A control drawn by its label (a visually hidden input) is as large as that label.
          const label = target.id
            ? document.querySelector(`label[for="${CSS.escape(target.id)}"]`)
            : target.closest('label');
          if (label) {
            const labelBox = label.getBoundingClientRect();
            if (labelBox.width >= 24 && labelBox.height >= 24) continue;
          }
          found.push(`target ${name(target)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
        }
      }

      const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
        const position = getComputedStyle(element).position;
        return (
          (position === 'fixed' || position === 'sticky') && visible(element) && element.tagName !== 'HEADER'
        );
      });
      if (bars.length > 0) {
        const before = window.scrollY;
        for (const target of targets.slice(0, 150)) {
          if (bars.some((bar) => bar.contains(target))) continue;
          target.focus({ preventScroll: false });
          if (document.activeElement !== target) continue;
          const box = target.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
          const top = document.elementFromPoint(x, y);
          const cover = bars.find((bar) => top && bar.contains(top) && !bar.contains(target));
          if (cover) found.push(`${name(target)} is under a fixed bar (${name(cover)})`);
        }
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, before);
        await new Promise((done) => setTimeout(done, 50));
      }
      return [...new Set(found)];
    }, phone);

  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  async function seriousViolations(page: Page): Promise<string[]> {
    // Only the violations are asked for: passes and incomplete results are a good part of axe's time.
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
  }

  /** Every check of one state of a page; answers the problems found. */
  async function check(
    page: Page,
    name: string,
    errors: string[],
    sandboxedFrame = false,
  ): Promise<string[]> {
    const problems: string[] = [];
    const hidden = await settle(page);
    await scrollThrough(page);
    // Back at the top, entrances that replay when their section comes into view run again: they end before the
    // checks and the screenshot, which must show what a person sees once the page is still.
    hidden.push(...(await settle(page)));
    problems.push(...[...new Set(hidden)].map((element) => `animated in but hidden: ${element}`));
    problems.push(...(await imageProblems(page)));
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) problems.push(`scrolls sideways by ${scroll}px`);
    problems.push(...(await layoutProblems(page, (page.viewportSize()?.width ?? 1280) <= 414)));
    problems.push(...errors);
    // A full-page capture resizes the viewport, which replays some entrances: 'disabled' shows their end state,
    // which the checks above have already seen on the still page.
    await page.screenshot({
      path: resolve(SWEEP_DIR, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    if (sandboxedFrame)
      await page.evaluate(() =>
        document.querySelectorAll('iframe[sandbox]').forEach((frame) => frame.remove()),
      );
    // The capture's resize can start transitions (the back-to-top button fading out): axe measures colours as they
    // are painted, so a button caught mid-fade reads as low contrast. Contrast is checked on the still page.
    await transitionsEnded(page);
    problems.push(...(await seriousViolations(page)).map((violation) => `axe ${violation}`));
    return problems;
  }

  it('covers every page route of the routing table', () => {
    const express = t.running.app.getHttpAdapter().getInstance() as {
      router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
    };
    const routes = express.router.stack
      .filter((layer) => layer.route?.methods.get)
      .map((layer) => layer.route!.path)
      .filter((route) => !NOT_PAGES.has(route));
    const swept = new Set(PAGES.map((entry) => entry.route));
    expect(routes.filter((route) => !swept.has(route))).toEqual([]);
  });

  /**
   * The widths of one page run in two lanes at once, a tab each: axe and the screenshots keep one Chromium process
   * busy, and the machines this runs on have two cores (the sweep took 12 minutes of CI in one lane).
   */
  const LANES = [
    [WIDTHS[0], WIDTHS[2]],
    [WIDTHS[1], WIDTHS[3]],
  ];

  /** One lane: the page at each of its widths, and its step; answers the problems found. */
  async function sweepLane(
    context: BrowserContext,
    entry: SweepPage,
    sizes: readonly (typeof WIDTHS)[number][],
  ): Promise<string[]> {
    const page = await context.newPage();
    const errors: string[] = [];
    let provokes: RegExp | undefined;
    const expectedDocument = entry.status ? /status of 404/ : undefined;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (expectedDocument?.test(text) || provokes?.test(text)) return;
      errors.push(`console: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A navigation away cancels what the last page was still loading: not a failure of the page.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      errors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    const problems: string[] = [];
    try {
      for (const size of sizes) {
        await page.setViewportSize(size);
        errors.length = 0;
        provokes = undefined;
        const path = entry.path(ids);
        const response = await page.goto(`${t.baseUrl}${path}`);
        expect({ path, status: response?.status() }).toEqual({ path, status: entry.status ?? 200 });
        await page
          .locator(entry.ready ?? 'main')
          .first()
          .waitFor();
        const name = `${entry.audience}-${slug(path)}-${size.width}`;
        problems.push(
          ...(await check(page, name, [...errors], entry.sandboxedFrame)).map(
            (problem) => `${size.width}px: ${problem}`,
          ),
        );
        if (entry.step) {
          errors.length = 0;
          provokes = entry.step.provokes;
          await entry.step.run(page);
          problems.push(
            ...(await check(page, `${name}-${entry.step.name}`, [...errors])).map(
              (problem) => `${size.width}px ${entry.step!.name}: ${problem}`,
            ),
          );
        }
      }
    } finally {
      await page.close();
    }
    return problems;
  }

  it.each(PAGES.map((entry) => [`${entry.audience} ${entry.route}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const context = await contextFor(entry.audience);
      const problems = (await Promise.all(LANES.map((sizes) => sweepLane(context, entry, sizes))))
        .flat()
        .sort((a, b) => parseInt(a) - parseInt(b));
      covered.push(
        `${entry.audience.padEnd(10)} ${entry.path(ids)}${entry.step ? ` (+ ${entry.step.name})` : ''}`,
      );
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
