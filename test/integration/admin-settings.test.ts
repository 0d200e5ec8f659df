import { Admin } from '../../src/auth/admin.entity.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { FaqItem } from '../../src/editions/faq-item.entity.js';
import { Sponsor } from '../../src/editions/sponsor.entity.js';
import {
  appSuite,
  csrfOf,
  signedInContestant,
  signedInStaff,
  signInStaff,
  type TestApp,
} from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { png } from '../support/images.js';

type Agent = ReturnType<TestApp['agent']>;

const GOOD_SETTINGS = {
  phase: 'closed',
  cta_url: 'https://example.com/live-final',
  cta_text: 'Watch the live final',
  cta_enabled: true,
  calendar_title: 'Live final',
  calendar_description: 'Six finalists cook for the panel.',
  calendar_location: 'Culinary Center, Gaithersburg',
  calendar_starts_at: '2025-10-02T17:00',
  calendar_ends_at: '2025-10-02T19:30',
  help_email: 'Help@Contest.example.com',
  first_round_open: true,
  second_round_open: false,
  blind_judging: true,
};

describe('Admin contest settings (/admins/settings)', () => {
  const t = appSuite();
  let admin: { agent: Agent; csrf: string; id: number; email: string };

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  const post = (path: string, body: Record<string, unknown>, who = admin) =>
    who.agent
      .post(path)
      .set(XHR)
      .send({ csrf: who.csrf, ...body });

  const stored = () => t.em().findOneOrFail(ContestSettings, { id: 1 });
  const auditOf = (action: string) => t.em().find(AuditEntry, { action }, { orderBy: { id: 'desc' } });

  describe('the page', () => {
    it('shows the stored settings, the FAQ rows and four sponsor slots', async () => {
      const response = await inertiaVisit(t, admin.agent, '/admins/settings');
      expect(response.status).toBe(200);
      expect(response.body.component).toBe('admins/settings/index');
      const props = response.body.props;
      expect(props.settings).toMatchObject({ phase: (await stored()).phase });
      expect(props.sponsors.map((slot: { position: number }) => slot.position)).toEqual([1, 2, 3, 4]);
      expect(props.phases.map((phase: { value: string }) => phase.value)).toEqual([
        'coming_soon',
        'open',
        'closed',
      ]);
    });
  });

  describe('POST /admins/settings/contest', () => {
    it('saves every field, audits the change, and the landing page shows the closed variant at once', async () => {
      await post('/admins/settings/contest', { ...GOOD_SETTINGS, phase: 'coming_soon' });
      // The landing page is read (and cached) before the change.
      const visitor = t.agent();
      const before = await inertiaVisit(t, visitor, '/');
      expect(before.body.props.intro.variant).toBe('coming_soon');

      const response = await post('/admins/settings/contest', GOOD_SETTINGS);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ phase: 'closed', help_email: 'help@contest.example.com' });

      const row = await stored();
      expect(row).toMatchObject({
        phase: 'closed',
        ctaUrl: 'https://example.com/live-final',
        ctaText: 'Watch the live final',
        ctaEnabled: true,
        calendarTitle: 'Live final',
        calendarLocation: 'Culinary Center, Gaithersburg',
        helpEmail: 'help@contest.example.com',
        firstRoundOpen: true,
        secondRoundOpen: false,
        blindJudging: true,
      });
      expect(row.calendarStartsAt?.toISOString()).toBe('2025-10-02T17:00:00.000Z');
      expect(row.calendarEndsAt?.toISOString()).toBe('2025-10-02T19:30:00.000Z');

      const landing = await inertiaVisit(t, visitor, '/');
      expect(landing.body.props.intro).toMatchObject({
        variant: 'closed',
        tagline: 'The submission window is now closed!',
        cta: { url: 'https://example.com/live-final', text: 'Watch the live final', enabled: true },
      });

      const [entry] = await auditOf('settings.update');
      expect(entry).toMatchObject({
        adminId: admin.id,
        adminEmail: admin.email,
        subjectType: 'contest_settings',
      });
      expect(entry.before).toEqual({ phase: 'coming_soon' });
      expect(entry.after).toEqual({ phase: 'closed' });
    });

    it('refuses invalid fields with 422 and the summary, and changes nothing', async () => {
      await post('/admins/settings/contest', GOOD_SETTINGS);
      const response = await post('/admins/settings/contest', {
        ...GOOD_SETTINGS,
        phase: 'paused',
        cta_url: 'javascript:alert(1)',
        cta_text: '',
        help_email: 'not-an-address',
        calendar_starts_at: 'tomorrow',
        first_round_open: 'maybe',
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('There were 6 errors in your submission');
      expect(Object.keys(response.body.errors).sort()).toEqual(
        ['calendar_starts_at', 'cta_text', 'cta_url', 'first_round_open', 'help_email', 'phase'].sort(),
      );
      expect(response.body.errors.help_email).toEqual(['This field must be a valid email']);
      expect((await stored()).phase).toBe('closed');
    });

    it('needs a start once the event has a title, and an end after the start', async () => {
      const noStart = await post('/admins/settings/contest', { ...GOOD_SETTINGS, calendar_starts_at: '' });
      expect(noStart.status).toBe(422);
      expect(noStart.body.errors.calendar_starts_at).toEqual(['This field is required']);
      const backwards = await post('/admins/settings/contest', {
        ...GOOD_SETTINGS,
        calendar_ends_at: '2025-10-02T16:00',
      });
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors.calendar_ends_at).toEqual(['The end must come after the start']);
    });

    it('refuses calendar times that do not exist instead of failing or moving them', async () => {
      await post('/admins/settings/contest', GOOD_SETTINGS);
      for (const time of ['2025-13-01T10:00', '2025-02-30T10:00', '2025-04-31T10:00', '2025-10-02T24:00']) {
        const response = await post('/admins/settings/contest', {
          ...GOOD_SETTINGS,
          calendar_starts_at: time,
        });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ calendar_starts_at: ['This field must be a valid format'] });
        const end = await post('/admins/settings/contest', { ...GOOD_SETTINGS, calendar_ends_at: time });
        expect(end.status).toBe(422);
        expect(end.body.errors).toEqual({ calendar_ends_at: ['This field must be a valid format'] });
      }
      expect((await stored()).calendarStartsAt!.toISOString()).toBe('2025-10-02T17:00:00.000Z');
      const leapDay = await post('/admins/settings/contest', {
        ...GOOD_SETTINGS,
        calendar_starts_at: '2028-02-29T10:00',
        calendar_ends_at: '2028-02-29T11:00:30Z',
      });
      expect(leapDay.status).toBe(200);
      expect((await stored()).calendarStartsAt!.toISOString()).toBe('2028-02-29T10:00:00.000Z');
    });

    it('refuses a call-to-action address of another site without its scheme (//host)', async () => {
      for (const address of ['//evil.example', '//evil.example/path', '/\\evil.example']) {
        const response = await post('/admins/settings/contest', { ...GOOD_SETTINGS, cta_url: address });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ cta_url: ['This field must be a valid format'] });
      }
      const path = await post('/admins/settings/contest', {
        ...GOOD_SETTINGS,
        cta_url: '/past-editions/2024',
      });
      expect(path.status).toBe(200);
      expect((await stored()).ctaUrl).toBe('/past-editions/2024');
    });

    it('logs nothing when the form is saved unchanged', async () => {
      await post('/admins/settings/contest', GOOD_SETTINGS);
      const count = await t.em().count(AuditEntry, { action: 'settings.update' });
      const again = await post('/admins/settings/contest', GOOD_SETTINGS);
      expect(again.status).toBe(200);
      expect(await t.em().count(AuditEntry, { action: 'settings.update' })).toBe(count);
      await post('/admins/settings/contest', { ...GOOD_SETTINGS, blind_judging: false });
      expect(await t.em().count(AuditEntry, { action: 'settings.update' })).toBe(count + 1);
    });

    it('lets the call-to-action and the calendar be left empty while the call-to-action is disabled', async () => {
      const response = await post('/admins/settings/contest', {
        ...GOOD_SETTINGS,
        cta_enabled: false,
        cta_url: '',
        cta_text: '',
        calendar_title: '',
        calendar_starts_at: '',
        calendar_ends_at: '',
      });
      expect(response.status).toBe(200);
      const row = await stored();
      expect(row).toMatchObject({ ctaUrl: null, ctaText: null, calendarTitle: null, calendarStartsAt: null });
    });

    it('closing a round makes the judges’ vote call refuse, and opening it lets the vote through', async () => {
      const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
      const judge = await t.factory.newJudge({ stage: 'first', password: 'judge password' });
      const agent = t.agent();
      await signInStaff(agent, 'judge', judge.email, 'judge password');
      const judgeCsrf = await csrfOf(agent);
      const vote = () =>
        agent.post(`/judges/dashboard/recipe/${recipe.id}/vote`).set(XHR).send({
          csrf: judgeCsrf,
          creativity: 4,
          appearance: 4,
          ingredients: 4,
          profitability: 5,
          deployability: 4,
        });

      await post('/admins/settings/contest', { ...GOOD_SETTINGS, first_round_open: false });
      const refused = await vote();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/closed/);

      await post('/admins/settings/contest', { ...GOOD_SETTINGS, first_round_open: true });
      expect((await vote()).status).toBe(200);
    });
  });

  describe('FAQ rows', () => {
    async function faqRows() {
      return t.em().find(FaqItem, {}, { orderBy: { position: 'asc', id: 'asc' } });
    }

    it('adds, edits, reorders and deletes rows, each audited; the landing page shows them sanitised', async () => {
      // Rows other tests left stay where they are: new rows go after them, and a reorder names them too.
      const earlier = await faqRows();
      const before = earlier.map((row) => row.question);
      const first = await post('/admins/settings/faq/create', {
        question: 'Who can enter?',
        answer: 'Chefs and cooks. <script>alert(1)</script><a href="mailto:help@example.com">Ask us</a>',
      });
      expect(first.status).toBe(200);
      const second = await post('/admins/settings/faq/create', {
        question: 'How many recipes?',
        answer: 'One.',
      });
      expect((await faqRows()).map((row) => row.question)).toEqual([
        ...before,
        'Who can enter?',
        'How many recipes?',
      ]);

      const edited = await post(`/admins/settings/faq/update/${second.body.data.id}`, {
        question: 'How many recipes may I send?',
        answer: 'One per contestant.',
      });
      expect(edited.status).toBe(200);

      const order = [...earlier.map((row) => row.id), second.body.data.id, first.body.data.id];
      const reordered = await post('/admins/settings/faq/reorder', { ids: order });
      expect(reordered.status).toBe(200);
      expect((await faqRows()).map((row) => row.question)).toEqual([
        ...before,
        'How many recipes may I send?',
        'Who can enter?',
      ]);

      const landing = await inertiaVisit(t, t.agent(), '/');
      const shown = landing.body.props.faq as Array<{ question: string; answer: string }>;
      expect(shown.map((row) => row.question)).toEqual([
        ...before,
        'How many recipes may I send?',
        'Who can enter?',
      ]);
      expect(JSON.stringify(shown)).not.toContain('<script>');
      expect(JSON.stringify(shown)).toContain('mailto:help@example.com');

      const deleted = await post('/admins/settings/faq/delete', { ids: [first.body.data.id] });
      expect(deleted.body.data).toEqual({ deleted: 1 });
      expect((await faqRows()).map((row) => row.id)).toEqual([
        ...earlier.map((row) => row.id),
        second.body.data.id,
      ]);

      const [update] = await auditOf('faq.update');
      expect(update.before).toEqual({ question: 'How many recipes?', answer: 'One.' });
      expect(update.after).toEqual({
        question: 'How many recipes may I send?',
        answer: 'One per contestant.',
      });
      expect((await auditOf('faq.create')).length).toBeGreaterThanOrEqual(2);
      expect((await auditOf('faq.reorder'))[0].after).toEqual({ order });
      expect((await auditOf('faq.delete'))[0]).toMatchObject({ subjectId: first.body.data.id });
    });

    it('logs nothing for an edit or a reorder that changes nothing', async () => {
      const row = await post('/admins/settings/faq/create', { question: 'Is there a fee?', answer: 'No.' });
      const count = await t.em().count(AuditEntry, {});
      const same = await post(`/admins/settings/faq/update/${row.body.data.id}`, {
        question: 'Is there a fee?',
        answer: 'No.',
      });
      expect(same.status).toBe(200);
      const order = (await faqRows()).map((item) => item.id);
      expect((await post('/admins/settings/faq/reorder', { ids: order })).status).toBe(200);
      expect(await t.em().count(AuditEntry, {})).toBe(count);
    });

    it('refuses an empty question or answer, a reorder that does not name every row, and an unknown row', async () => {
      const empty = await post('/admins/settings/faq/create', { question: ' ', answer: '' });
      expect(empty.status).toBe(422);
      expect(empty.body.message).toBe('There were 2 errors in your submission');
      const row = await post('/admins/settings/faq/create', { question: 'Q?', answer: 'A.' });
      expect((await post('/admins/settings/faq/reorder', { ids: [row.body.data.id] })).status).toBe(409);
      expect((await post('/admins/settings/faq/reorder', { ids: 'all' })).status).toBe(422);
      expect(
        (await post('/admins/settings/faq/update/999999', { question: 'Q?', answer: 'A.' })).status,
      ).toBe(404);
    });
  });

  describe('sponsors', () => {
    /** The form of slot `position` as the page sends it: multipart, the logo a file when there is a new one. */
    function saveSponsor(position: number, fields: Record<string, string>, logo?: Buffer) {
      const call = admin.agent
        .post(`/admins/settings/sponsors/${position}/update`)
        .set(XHR)
        .field('_token', admin.csrf);
      for (const [name, value] of Object.entries(fields)) void call.field(name, value);
      if (logo) void call.attach('logo', logo, { filename: 'logo.png', contentType: 'image/png' });
      return call;
    }

    it('fills a slot with a logo, then renames it keeping the logo; audited; the landing page shows it', async () => {
      // This file's database starts with four empty slots, and no other test here fills one.
      expect(await t.em().count(Sponsor, { position: 2 })).toBe(0);
      const created = await saveSponsor(
        2,
        { name: 'Harbor Foods', url: 'https://harbor.example.com', logo_file: 'true' },
        await png({ width: 300, height: 120 }),
      );
      expect(created.status).toBe(200);
      const logo = created.body.data.logoKey as string;
      expect(logo).toMatch(/^[a-f0-9]{32}$/);

      const renamed = await saveSponsor(2, { name: 'Harbor Foods Co.', url: '', logo_file: 'false', logo });
      expect(renamed.status).toBe(200);
      const row = await t.em().findOneOrFail(Sponsor, { position: 2 });
      expect(row).toMatchObject({ name: 'Harbor Foods Co.', url: null, logo });

      const landing = await inertiaVisit(t, t.agent(), '/');
      expect(JSON.stringify(landing.body.props.sponsors)).toContain('Harbor Foods Co.');
      expect((await auditOf('sponsor.create'))[0]).toMatchObject({ subjectId: row.id });
      expect((await auditOf('sponsor.update'))[0].after).toEqual({ name: 'Harbor Foods Co.', url: null });
    });

    it('needs a name and, for an empty slot, a logo; a slot outside 1 to 4 does not exist', async () => {
      const response = await saveSponsor(3, { name: 'No Logo Inc.', logo_file: 'false' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ logo: ['The logo is required'] });
      const noName = await saveSponsor(3, { name: '' });
      expect(noName.body.errors.name).toEqual(['This field is required']);
      const outside = await saveSponsor(5, { name: 'Fifth' });
      expect(outside.status).toBe(404);
    });
  });

  describe('who may call', () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/admins/settings/contest', GOOD_SETTINGS],
      ['/admins/settings/faq/create', { question: 'Q?', answer: 'A.' }],
      ['/admins/settings/faq/delete', { ids: [1] }],
    ];

    it('refuses anonymous visitors (401), judges and contestants (403), and changes nothing', async () => {
      const before = await stored();
      const anonymous = t.agent();
      const anonymousCsrf = await csrfOf(anonymous);
      const judge = await t.factory.newJudge({ password: 'judge password' });
      const judgeAgent = t.agent();
      await signInStaff(judgeAgent, 'judge', judge.email, 'judge password');
      const { agent: contestantAgent, csrf: contestantCsrf } = await signedInContestant(t);
      const callers: Array<[Agent, () => Promise<string>, number]> = [
        [anonymous, () => Promise.resolve(anonymousCsrf), 401],
        [judgeAgent, () => csrfOf(judgeAgent), 403],
        [contestantAgent, () => Promise.resolve(contestantCsrf), 403],
      ];
      for (const [path, body] of calls) {
        const changed = { ...body, phase: before.phase === 'open' ? 'closed' : 'open' };
        for (const [agent, csrf, status] of callers) {
          const response = await agent
            .post(path)
            .set(XHR)
            .send({ csrf: await csrf(), ...changed });
          expect([path, response.status]).toEqual([path, status]);
        }
      }
      expect((await stored()).phase).toBe(before.phase);
      expect((await admin.agent.get('/admins/settings').set(XHR)).status).not.toBe(403);
    });

    it('refuses a disabled admin and a call without the CSRF value', async () => {
      const account = await t.factory.newAdmin({ password: 'second admin' });
      const agent = t.agent();
      await signInStaff(agent, 'admin', account.email, 'second admin');
      const csrf = await csrfOf(agent);
      const before = await stored();
      const changed = { ...GOOD_SETTINGS, phase: before.phase === 'open' ? 'closed' : 'open' };

      expect((await agent.post('/admins/settings/contest').set(XHR).send(changed)).status).toBe(419);
      await t.em().nativeUpdate(Admin, { id: account.id }, { isActive: false });
      expect(
        (
          await agent
            .post('/admins/settings/contest')
            .set(XHR)
            .send({ csrf, ...changed })
        ).status,
      ).toBe(401);
      expect((await stored()).phase).toBe(before.phase);
    });
  });

  it('drops the settings cache after a change, so the judges see it at once', async () => {
    const service = t.running.app.get(ContestSettingsService);
    await service.current();
    await post('/admins/settings/contest', { ...GOOD_SETTINGS, blind_judging: false });
    expect((await service.current()).blindJudging).toBe(false);
    await post('/admins/settings/contest', { ...GOOD_SETTINGS, blind_judging: true });
    expect((await service.current()).blindJudging).toBe(true);
  });
});
