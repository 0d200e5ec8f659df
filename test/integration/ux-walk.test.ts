import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { IntroProps } from '../../src/site/site.props.js';
import { pageFromHtml } from '../support/inertia.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

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
});
