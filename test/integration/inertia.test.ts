import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { inertiaVisit, pageFromHtml } from '../support/inertia.js';
import { signInContestant, startTestApp, type TestApp } from '../support/test-app.js';

describe('Inertia protocol', () => {
  let t: TestApp;
  let version: string;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a first visit with the HTML shell holding the page object', async () => {
    const response = await t.agent().get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const page = pageFromHtml(response.text);
    expect(page.component).toBe('public/landing');
    expect(page.url).toBe('/');
    expect(page.props).toHaveProperty('intro');
    expect(page.props).toHaveProperty('csrf');
    expect(response.text).toContain('<div id="app" data-page="{&quot;');
    expect(response.text).toContain(`<meta name="csrf-token" content="${String(page.props.csrf)}">`);
    expect(response.text).toContain('/build/assets/app-test.js');
    version = page.version;
  });

  it('answers an X-Inertia visit with the page object as JSON', async () => {
    const response = await inertiaVisit(t, t.agent(), '/terms-and-conditions', version);
    expect(response.status).toBe(200);
    expect(response.headers['x-inertia']).toBe('true');
    expect(response.headers.vary).toMatch(/X-Inertia/);
    expect(response.body.component).toBe('public/terms');
    expect(response.body.props.auth).toEqual({ user: null, recipe: null });
    expect(response.body.props.contest.phase).toBe('coming_soon');
  });

  it('answers 409 with X-Inertia-Location when the client has a stale asset version', async () => {
    const response = await inertiaVisit(t, t.agent(), '/terms-and-conditions', 'stale');
    expect(response.status).toBe(409);
    expect(response.headers['x-inertia-location']).toBe('/terms-and-conditions');
  });

  it('sends only the asked props in a partial reload', async () => {
    const response = await inertiaVisit(t, t.agent(), '/', version)
      .set('X-Inertia-Partial-Component', 'public/landing')
      .set('X-Inertia-Partial-Data', 'faq,intro');
    expect(Object.keys(response.body.props).sort()).toEqual(['faq', 'intro']);
  });

  it('keeps markup and character references in a prop inside the page attribute, and gives them back exactly', async () => {
    const question = `"></div><script>alert(1)</script> 'quoted' &quot; &amp; AT&T`;
    await t
      .em()
      .getConnection()
      .execute(`insert into faq_items (position, question, answer) values (1, ?, 'x')`, [question]);
    // The landing page is cached until the contest settings are re-read.
    t.running.app.get(ContestSettingsService).forget();
    const questionsOf = (html: string) =>
      pageFromHtml<{ faq: { question: string }[] }>(html).props.faq.map((row) => row.question);

    // An anonymous visitor gets the reused page; a signed-in one a page that inertia-node renders.
    const anonymous = await t.agent().get('/');
    const signedIn = t.agent();
    await signInContestant(signedIn, (await t.factory.newContestant()).id);
    const own = await signedIn.get('/');
    for (const response of [anonymous, own]) {
      expect(response.text).not.toContain('"></div><script>');
      expect(response.text).not.toContain('&quot; &amp;');
      expect(questionsOf(response.text)).toEqual([question]);
    }
  });

  it('shows the error page with status 404 for an unknown address', async () => {
    const response = await inertiaVisit(t, t.agent(), '/no-such-page', version);
    expect(response.status).toBe(404);
    expect(response.body.component).toBe('errors/error');
    expect(response.body.props.status).toBe(404);
  });

  it('answers a script call to an unknown address with JSON', async () => {
    const response = await t.agent().get('/no-such-page').set('X-Requested-With', 'XMLHttpRequest');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('answers /healthz (the process) and /readyz (the database) with 200 while the database answers', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await t.agent().get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('writes no session row for an anonymous visit', async () => {
    const sessions = async () =>
      (await t.em().getConnection().execute('select count(*)::int as n from sessions'))[0].n as number;
    const before = await sessions();
    await t.agent().get('/');
    await t.agent().get('/past-editions/1999');
    expect(await sessions()).toBe(before);
  });
});
