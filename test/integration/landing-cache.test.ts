import { jest } from '@jest/globals';
import { Controller, Get, HttpCode, Module, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type TestAgent from 'supertest/lib/agent.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { AnonymousFastPath } from '../../src/inertia/anonymous-fast-path.js';
import { Inertia } from '../../src/inertia/inertia.decorator.js';
import { SiteService } from '../../src/site/site.service.js';
import { startTestApp, type TestApp, signedInNewcomer } from '../support/test-app.js';
import { inertiaVisit, pageFromHtml } from '../support/inertia.js';

/** Test-only routes: a write call that needs the csrf value, and one that leaves a flash message in the session. */
@Controller('landing-probe')
class LandingProbeController {
  @Post('write')
  @HttpCode(200)
  write() {
    return { written: true };
  }

  @Post('flash')
  @HttpCode(200)
  flash(@Req() req: Request) {
    req.session.flash = { success: 'Your changes were saved.' };
    return { ok: true };
  }
}

@Module({ controllers: [LandingProbeController] })
class LandingProbeModule {}

/** A page the fast path cannot serve as the normal route would (it has a parameter): the app must refuse to start. */
@Controller('fast-path-probe')
class MisusedFastPathController {
  @Get(':id')
  @Inertia('public/terms')
  @AnonymousFastPath()
  page(@Param('id') id: string) {
    return { id };
  }
}

@Module({ controllers: [MisusedFastPathController] })
class MisusedFastPathModule {}

interface Page {
  component: string;
  url: string;
  version: string;
  props: {
    auth: { user: { id: number; type: string } | null };
    csrf: string;
    contest: { phase: string };
    flash: { success?: string; error?: string };
    intro?: { variant: string };
    faq?: Array<{ question: string }>;
  };
}

function pageIn(html: string): Page {
  return pageFromHtml(html) as unknown as Page;
}

describe('The landing page for anonymous and signed-in visitors', () => {
  let t: TestApp;
  let version: string;

  const visit = (agent: TestAgent, url = '/') => inertiaVisit(t, agent, url);

  async function setPhase(phase: 'coming_soon' | 'open' | 'closed'): Promise<void> {
    await t.em().getConnection().execute('update contest_settings set phase = ?', [phase]);
    t.running.app.get(ContestSettingsService).forget();
  }

  beforeAll(async () => {
    t = await startTestApp({ imports: [LandingProbeModule] });
    version = pageIn((await t.agent().get('/')).text).version;
  });
  afterAll(() => t.close());

  it('gives a first visitor the csrf cookie, and a returning one the same value without a new cookie', async () => {
    const agent = t.agent();
    const first = await agent.get('/');
    expect(first.status).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/^rc_csrf=/);
    const again = await agent.get('/');
    expect(again.headers['set-cookie']).toBeUndefined();
    const csrf = pageIn(first.text).props.csrf;
    expect(pageIn(again.text).props.csrf).toBe(csrf);
    expect(again.text).toContain(`<meta name="csrf-token" content="${csrf}">`);
    expect((await visit(agent)).body.props.csrf).toBe(csrf);
  });

  it('gives two visitors different csrf values, each good only with its own cookie', async () => {
    const alice = t.agent();
    const bob = t.agent();
    const aliceCsrf = pageIn((await alice.get('/')).text).props.csrf;
    const bobCsrf = (await visit(bob)).body.props.csrf as string;
    expect(aliceCsrf).not.toBe(bobCsrf);
    const write = (agent: TestAgent, csrf: string) =>
      agent.post('/landing-probe/write').set('X-Requested-With', 'XMLHttpRequest').send({ csrf });
    expect((await write(alice, aliceCsrf)).status).toBe(200);
    expect((await write(bob, bobCsrf)).status).toBe(200);
    expect((await write(alice, bobCsrf)).status).toBe(419);
  });

  it('answers the X-Inertia visit with the page object, X-Inertia and Vary', async () => {
    const response = await visit(t.agent());
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-inertia']).toBe('true');
    expect(response.headers.vary).toMatch(/^X-Inertia\b/);
    expect(response.body).toMatchObject({ component: 'public/landing', url: '/', version });
    expect(response.body.props.auth).toEqual({ user: null, recipe: null });
    expect(response.body.props.flash).toEqual({});
    const html = await t.agent().get('/');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers.vary).toMatch(/^X-Inertia\b/);
  });

  it('answers a client with a stale asset version with 409 and the address to reload', async () => {
    const response = await inertiaVisit(t, t.agent(), '/', 'stale');
    expect(response.status).toBe(409);
    expect(response.headers['x-inertia-location']).toBe('/');
  });

  it('keeps the address with its query string, page by page', async () => {
    const agent = t.agent();
    expect((await visit(agent, '/?from=newsletter')).body.url).toBe('/?from=newsletter');
    expect((await visit(agent, '/')).body.url).toBe('/');
    expect(pageIn((await agent.get('/?from=poster')).text).url).toBe('/?from=poster');
  });

  it('answers HEAD without a body', async () => {
    const response = await t.agent().head('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text ?? '').toBe('');
  });

  it('shows a change of the contest settings as soon as they are re-read', async () => {
    const agent = t.agent();
    await setPhase('coming_soon');
    expect((await visit(agent)).body.props.intro.variant).toBe('coming_soon');
    await setPhase('closed');
    const page = (await visit(agent)).body as Page;
    expect(page.props.intro?.variant).toBe('closed');
    expect(page.props.contest.phase).toBe('closed');
    expect(pageIn((await agent.get('/')).text).props.intro?.variant).toBe('closed');
    await setPhase('coming_soon');
  });

  /** An FAQ row written straight to the database, as another copy of the app would write it. */
  const addFaq = (position: number, question: string, answer: string) =>
    t
      .em()
      .getConnection()
      .execute('insert into faq_items (position, question, answer) values (?, ?, ?)', [
        position,
        question,
        answer,
      ]);
  const questionsSeenBy = async (agent: TestAgent) =>
    ((await visit(agent)).body as Page).props.faq?.map((row) => row.question);

  it('shows a change of the landing content as soon as the settings are re-read', async () => {
    const agent = t.agent();
    await visit(agent);
    await addFaq(50, 'Is parking free?', 'Yes.');
    t.running.app.get(ContestSettingsService).forget();
    expect(await questionsSeenBy(agent)).toContain('Is parking free?');
  });

  it('shows a change made elsewhere (another copy of the app) within two seconds', async () => {
    const agent = t.agent();
    await visit(agent);
    await addFaq(51, 'Can I bring a team?', 'No.');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await questionsSeenBy(agent)).toContain('Can I bring a team?');
  });

  it("gives a signed-in visitor a landing page with their own auth, and leaves anonymous visitors' alone", async () => {
    await t.agent().get('/'); // an anonymous page is built first
    const { contestant, agent } = await signedInNewcomer(t, { name: 'Paula', lastname: 'Pastry' });
    const json = (await visit(agent)).body as Page;
    expect(json.props.auth.user).toMatchObject({ id: contestant.id, type: 'user' });
    const html = pageIn((await agent.get('/')).text);
    expect(html.props.auth.user).toMatchObject({ id: contestant.id, type: 'user' });
    expect(((await visit(t.agent())).body as Page).props.auth.user).toBeNull();
    expect(pageIn((await t.agent().get('/')).text).props.auth.user).toBeNull();
  });

  it('shows a flash message once, to its visitor only', async () => {
    const agent = t.agent();
    const csrf = pageIn((await agent.get('/')).text).props.csrf;
    const set = await agent
      .post('/landing-probe/flash')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ csrf });
    expect(set.status).toBe(200);
    expect(((await visit(t.agent())).body as Page).props.flash).toEqual({});
    expect(((await visit(agent)).body as Page).props.flash).toEqual({ success: 'Your changes were saved.' });
    expect(((await visit(agent)).body as Page).props.flash).toEqual({});
  });

  it('sends only the asked props in a partial reload', async () => {
    const response = await visit(t.agent())
      .set('X-Inertia-Partial-Component', 'public/landing')
      .set('X-Inertia-Partial-Data', 'intro,csrf');
    expect(Object.keys(response.body.props).sort()).toEqual(['csrf', 'intro']);
  });

  it('answers through the normal route when the quick answer fails', async () => {
    const site = t.running.app.get(SiteService);
    const spy = jest.spyOn(site, 'landingPage').mockRejectedValueOnce(new Error('not now'));
    try {
      const response = await visit(t.agent());
      expect(response.status).toBe(200);
      expect(response.body.component).toBe('public/landing');
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('reads the settings once and builds the page once for a burst of visits', async () => {
    await setPhase('open');
    const fork = jest.spyOn(t.running.em, 'fork');
    try {
      const pages = await Promise.all(Array.from({ length: 10 }, () => visit(t.agent())));
      expect(pages.map((page) => (page.body as Page).props.intro?.variant)).toEqual(Array(10).fill('open'));
      // One EntityManager for the settings, one for the page's content: not one each per visit.
      expect(fork).toHaveBeenCalledTimes(2);
    } finally {
      fork.mockRestore();
      await setPhase('coming_soon');
    }
  });

  it('writes no session row for anonymous visits', async () => {
    const before = await t.em().getConnection().execute('select count(*)::int as n from sessions');
    await t.agent().get('/');
    await visit(t.agent());
    const after = await t.em().getConnection().execute('select count(*)::int as n from sessions');
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses to start with a fast-path page the fast path would answer differently', async () => {
    await expect(
      startTestApp({ database: t.database, imports: [MisusedFastPathModule] }).then((other) => other.close()),
    ).rejects.toThrow(/@AnonymousFastPath on MisusedFastPathController.page: the handler takes arguments/);
  });
});
