import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { IntroProps } from '@shared/site/site.props.js';
import { pageFromHtml } from '../support/inertia.js';
import { signInContestant, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import type { AuditPageProps } from '@shared/admin/admin-core.props.js';
import type { SharedProps } from '@shared/inertia/shared-props.js';

/** What the walk through every page found (issue 14), where the server's answer shows it. */
describe('The user-experience walk', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function settings(sql: string, params: unknown[] = []): Promise<void> {
    await t.em().getConnection().execute(`update contest_settings set ${sql}`, params);
    t.running.app.get(ContestSettingsService).forget();
  }

  async function page<P>(path: string) {
    const response = await t.agent().get(path);
    expect(response.status).toBe(200);
    return pageFromHtml<P>(response.text);
  }

  describe('closed phase', () => {
    it('does not invite submissions from the landing page once the window has closed', async () => {
      await settings(
        `phase = 'closed', cta_text = 'Submit your recipe', cta_url = '/login', cta_enabled = true`,
      );
      const { props } = await page<{ intro: IntroProps }>('/');
      expect(props.intro.tagline).toBe('The submission window is now closed!');
      expect(props.intro.cta).toEqual({ url: '/login', text: 'Sign in to see your recipe', enabled: true });
    });

    it('keeps a call-to-action that fits the closed phase as the settings give it', async () => {
      await settings(
        `phase = 'closed', cta_text = 'Watch the live final', cta_url = '/final', cta_enabled = true`,
      );
      const { props } = await page<{ intro: IntroProps }>('/');
      expect(props.intro.cta).toEqual({ url: '/final', text: 'Watch the live final', enabled: true });
    });

    it("keeps the settings' call-to-action while the window is open", async () => {
      await settings(
        `phase = 'open', cta_text = 'Submit your recipe', cta_url = '/login', cta_enabled = true`,
      );
      const { props } = await page<{ intro: IntroProps }>('/');
      expect(props.intro.cta?.text).toBe('Submit your recipe');
    });
  });

  describe("a contestant's way back to the recipe", () => {
    beforeAll(() => settings(`phase = 'open', cta_text = 'Submit your recipe'`));

    async function sharedAuth(contestantId: number, path: string) {
      const agent = t.agent();
      await signInContestant(agent, contestantId);
      const response = await agent.get(path);
      expect(response.status).toBe(200);
      return pageFromHtml<SharedProps>(response.text).props.auth;
    }

    it("gives a submitted recipe's read-only view from every page", async () => {
      const recipe = await t.factory.newSubmittedRecipe();
      const auth = await sharedAuth(recipe.contestant.id, '/terms-and-conditions');
      expect(auth.recipe).toEqual({ label: 'My recipe', status: 'Submitted', href: '/user/recipe/view' });
    });

    it('gives the editor to a contestant who has not started, and nothing before registering', async () => {
      const registered = await t.factory.newRegisteredContestant();
      expect((await sharedAuth(registered.id, '/')).recipe).toEqual({
        label: 'My recipe',
        status: 'Not started',
        href: '/user/recipe',
      });
      const unregistered = await t.factory.newContestant();
      expect((await sharedAuth(unregistered.id, '/terms-and-conditions')).recipe).toBeNull();
    });
  });

  describe('unknown addresses', () => {
    it("answer the app's own 404 page to a browser", async () => {
      const response = await t.agent().get('/some-missing-page');
      expect(response.status).toBe(404);
      expect(response.type).toBe('text/html');
      const { component, props } = pageFromHtml<{ status: number; title: string; message: string }>(
        response.text,
      );
      expect(component).toBe('errors/error');
      expect(props).toMatchObject({
        status: 404,
        title: 'Page not found',
        message: 'The page you are looking for does not exist.',
      });
      expect(response.text).not.toContain('Cannot GET');
    });

    it("answer JSON to a JSON call, without the framework's text", async () => {
      const response = await t.agent().get('/api/nothing/here').set('Accept', 'application/json');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'The page you are looking for does not exist.' });
      const post = await t.agent().post('/nothing-here').set('X-Requested-With', 'XMLHttpRequest').send({});
      expect(post.status).toBe(404);
      expect(post.body).toEqual({ message: 'The page you are looking for does not exist.' });
    });
  });

  describe('audit log', () => {
    it('names fields and coded values as the forms do', async () => {
      const admin = await t.factory.newAdmin({ password: 'admin password' });
      const judge = await t.factory.newJudge();
      const em = t.em();
      em.create(AuditEntry, {
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'judge.update',
        subjectType: 'judge',
        subjectId: judge.id,
        before: { isActive: false, typelogin: 'credential', showOnSite: false, sitePosition: 0 },
        after: { isActive: true, typelogin: 'sso', showOnSite: true, sitePosition: 2 },
      });
      await em.flush();
      const agent = t.agent();
      await signInStaff(agent, 'admin', admin.email, 'admin password');
      const response = await agent.get('/admins/audit');
      const { props } = pageFromHtml<AuditPageProps>(response.text);
      const entry = props.rows.find((row) => row.subjectId === judge.id && row.subjectType === 'judge')!;
      expect(entry.fields).toEqual([
        { field: 'Status', before: 'Disabled', after: 'Enabled' },
        { field: 'Login type', before: 'External', after: 'Sodexo' },
        { field: 'Shown on the site', before: 'No', after: 'Yes' },
        { field: 'Position on the panel', before: '0', after: '2' },
      ]);
      expect(JSON.stringify(props.rows)).not.toMatch(/isActive|typelogin|showOnSite|sitePosition|credential/);
    });
  });
});
