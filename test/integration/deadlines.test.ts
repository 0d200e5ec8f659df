import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { SCHEDULE_ACTOR } from '../../src/audit/audit.service.js';
import { DeadlineReminder } from '../../src/deadlines/deadline-reminder.entity.js';
import { DeadlinesService } from '../../src/deadlines/deadlines.service.js';
import { SETTINGS_MESSAGES } from '../../src/editions/contest-settings-editor.service.js';
import type { AdminSettingsPageProps } from '@shared/admin/settings.props.js';
import { Clock } from '../../src/common/clock.js';
import { toZonedInputValue } from '@shared/time-zone.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import type { RecipeEditorPageProps } from '@shared/recipes/recipe.props.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { RECIPE_ERRORS } from '../../src/recipes/recipes.service.js';
import type { LandingPageProps } from '@shared/site/site.props.js';
import { DAY, HOUR, MINUTE, SettableClock } from '../support/clock.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { deliverDue, onlyMail, TestSmtpServer } from '../support/smtp-server.js';
import {
  appSuite,
  signedInStaff,
  signInAs,
  startTestApp,
  type SignedInStaff,
  type TestApp,
} from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

const ZONE = 'America/New_York';
/** The settings form as the page sends it, deadlines left out (each test adds its own). */
const FORM = {
  phase: 'coming_soon',
  cta_url: '/login',
  cta_text: 'Submit your recipe',
  cta_enabled: true,
  calendar_title: null,
  calendar_description: null,
  calendar_location: null,
  calendar_starts_at: null,
  calendar_ends_at: null,
  help_email: 'help@contest.example.com',
  first_round_open: false,
  second_round_open: false,
  blind_judging: false,
  time_zone: ZONE,
};

/** An instant as the form's datetime-local value in the contest's zone. */
const local = (at: Date) => toZonedInputValue(at, ZONE);

/** Deadlines (issue 15, part 2): a set clock moved across each date, the refusals, the reminders over real SMTP. */
describe('Deadlines that keep themselves', () => {
  const smtp = new TestSmtpServer();
  // Whole minutes, so the countdown's words are exact.
  const clock = new SettableClock(new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE));
  const t = appSuite({ smtp, override: (module) => module.overrideProvider(Clock).useValue(clock) });
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  // Each test starts on a whole minute: the form's times have no seconds.
  beforeEach(() => clock.set(Math.ceil(clock.now().getTime() / MINUTE) * MINUTE));

  const job = () => t.running.app.get(DeadlinesService).run();
  const stored = () => t.em().findOneOrFail(ContestSettings, { id: 1 });
  const saveSettings = (body: Record<string, unknown>) =>
    admin.agent
      .post('/admins/settings/contest')
      .set(XHR)
      .send({ csrf: admin.csrf, ...FORM, ...body });
  const visit = <P>(agent: Agent, path: string) =>
    inertiaVisit(t, agent, path).set(XHR) as unknown as Promise<{
      status: number;
      body: { component: string; props: P };
    }>;
  const landing = async () => (await visit<LandingPageProps>(t.agent(), '/')).body.props.intro;
  const settingsPage = async () =>
    (await visit<AdminSettingsPageProps>(admin.agent, '/admins/settings')).body.props;
  /** Sets the four dates (null: none) at the clock's time, with the phase and rounds given. */
  async function schedule(
    dates: { open?: Date | null; close?: Date | null; first?: Date | null; final?: Date | null },
    extra: Record<string, unknown> = {},
  ) {
    const response = await saveSettings({
      submissions_open_at: dates.open ? local(dates.open) : '',
      submissions_close_at: dates.close ? local(dates.close) : '',
      first_round_closes_at: dates.first ? local(dates.first) : '',
      final_round_closes_at: dates.final ? local(dates.final) : '',
      ...extra,
    });
    expect(response.status).toBe(200);
    return response;
  }

  describe('the settings form', () => {
    it('stores the dates in UTC from the contest time zone and shows them back in it', async () => {
      const response = await saveSettings({
        time_zone: 'America/Chicago',
        submissions_open_at: '2031-03-01T09:00',
        submissions_close_at: '2031-03-31T23:59',
        first_round_closes_at: '2031-04-15T17:00',
        final_round_closes_at: '2031-05-01T12:00',
      });
      expect(response.status).toBe(200);
      const row = await stored();
      expect(row.timeZone).toBe('America/Chicago');
      expect(row.submissionsOpenAt).toEqual(new Date('2031-03-01T15:00:00Z'));
      expect(row.submissionsCloseAt).toEqual(new Date('2031-04-01T04:59:00Z'));
      expect(row.finalRoundClosesAt).toEqual(new Date('2031-05-01T17:00:00Z'));
      const page = await settingsPage();
      expect(page.settings).toMatchObject({
        time_zone: 'America/Chicago',
        submissions_close_at: '2031-03-31T23:59',
        first_round_closes_at: '2031-04-15T17:00',
      });
      expect(page.schedule.deadlines[1]).toMatchObject({
        label: 'Submissions close',
        when: 'Monday, March 31, 2031 at 11:59 PM CDT',
      });
    });

    it('refuses dates out of order, times that do not exist and reminders without a date, all at once (422)', async () => {
      const before = await stored();
      const response = await saveSettings({
        time_zone: ZONE,
        submissions_open_at: '2031-03-10T00:00',
        submissions_close_at: '2031-03-09T02:30', // skipped: the clocks spring forward that night
        first_round_closes_at: '2031-03-01T12:00',
        final_round_closes_at: '2031-02-30T12:00',
        remind_contestants: false,
        remind_judges: false,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        submissions_close_at: [SETTINGS_MESSAGES.skippedTime('Eastern Time (New York, Toronto)')],
        first_round_closes_at: [SETTINGS_MESSAGES.firstRoundBeforeClose],
        final_round_closes_at: ['This field must be a valid format'],
      });
      expect(response.body.message).toBe('There were 3 errors in your submission');

      const order = await saveSettings({
        submissions_open_at: '2031-03-10T00:00',
        submissions_close_at: '2031-03-10T00:00',
        first_round_closes_at: '',
        final_round_closes_at: '2031-03-11T00:00',
      });
      expect(order.status).toBe(422);
      expect(order.body.errors).toEqual({ submissions_close_at: [SETTINGS_MESSAGES.closeBeforeOpen] });

      const noDates = {
        submissions_open_at: '',
        submissions_close_at: '',
        first_round_closes_at: '',
        final_round_closes_at: '',
      };
      const final = await saveSettings({
        ...noDates,
        first_round_closes_at: '2031-03-10T00:00',
        final_round_closes_at: '2031-03-09T00:00',
      });
      expect(final.body.errors).toEqual({ final_round_closes_at: [SETTINGS_MESSAGES.finalRoundBeforeFirst] });

      const reminders = await saveSettings({ ...noDates, remind_contestants: true, remind_judges: true });
      expect(reminders.body.errors).toEqual({
        remind_contestants: [SETTINGS_MESSAGES.remindContestantsWithoutDate],
        remind_judges: [SETTINGS_MESSAGES.remindJudgesWithoutDate],
      });

      const zone = await saveSettings({ time_zone: 'Mars/Olympus_Mons', submissions_open_at: 'next Friday' });
      expect(zone.body.errors).toEqual({
        time_zone: ['Choose a time zone from the list'],
        submissions_open_at: ['This field must be a valid format'],
      });
      // Nothing changed.
      expect((await stored()).submissionsCloseAt).toEqual(before.submissionsCloseAt);
    });
  });

  describe('the phase and the rounds', () => {
    it('change by themselves at each date, and a manual change wins until the next one', async () => {
      const start = clock.now();
      const open = new Date(start.getTime() + HOUR);
      const close = new Date(start.getTime() + 3 * DAY);
      const first = new Date(start.getTime() + 5 * DAY);
      const final = new Date(start.getTime() + 7 * DAY);
      await schedule({ open, close, first, final }, { phase: 'coming_soon' });

      // Before the opening: coming soon, counting down to it.
      clock.set(open.getTime() - MINUTE);
      let intro = await landing();
      expect(intro.variant).toBe('coming_soon');
      expect(intro.countdown).toMatchObject({
        kind: 'submissions_open',
        text: 'Submissions open in 1 minute',
      });

      // At the opening: open at once, before the job has written anything down.
      clock.set(open);
      intro = await landing();
      expect(intro.variant).toBe('open');
      expect(intro.countdown).toMatchObject({
        kind: 'submissions_close',
        text: 'Submissions close in 2 days',
      });
      expect((await stored()).phase).toBe('coming_soon');
      expect((await job()).applied).toEqual(['submissions_open']);
      expect((await stored()).phase).toBe('open');
      const [logged] = await t
        .em()
        .find(AuditEntry, { action: 'settings.schedule' }, { orderBy: { id: 'desc' } });
      expect(logged).toMatchObject({
        adminId: null,
        adminEmail: SCHEDULE_ACTOR.email,
        before: { phase: 'coming_soon' },
        after: { phase: 'open', deadlines: 'Submissions open' },
      });
      // A second pass (another app process, a restart) finds nothing to do.
      expect((await job()).applied).toEqual([]);

      // The last day counts hours and minutes.
      clock.set(close.getTime() - (5 * HOUR + 12 * MINUTE));
      expect((await landing()).countdown?.text).toBe('Submissions close in 5 hours and 12 minutes');

      // The team postpones by hand: that wins over the passed opening until the next date.
      clock.set(close.getTime() - HOUR);
      const { loadedAt } = (await settingsPage()).schedule;
      await schedule({ open, close, first, final }, { phase: 'coming_soon', loaded_at: loadedAt });
      clock.advance(30 * MINUTE);
      await job();
      expect((await landing()).variant).toBe('coming_soon');
      expect((await stored()).phase).toBe('coming_soon');

      // The close: closed, and the first round opens.
      clock.set(close);
      expect((await landing()).variant).toBe('closed');
      await job();
      expect(await stored()).toMatchObject({ phase: 'closed', firstRoundOpen: true, secondRoundOpen: false });

      // The team opens the final round by hand; the first round's date closes the first only.
      clock.set(first.getTime() - MINUTE);
      await schedule(
        { open, close, first, final },
        { phase: 'closed', first_round_open: true, second_round_open: true },
      );
      clock.set(first);
      await job();
      expect(await stored()).toMatchObject({ firstRoundOpen: false, secondRoundOpen: true });
      clock.set(final);
      await job();
      expect(await stored()).toMatchObject({
        phase: 'closed',
        firstRoundOpen: false,
        secondRoundOpen: false,
      });
    });

    it('refuses a save from a settings page opened before a date that has since come (409)', async () => {
      const now = clock.now();
      const close = new Date(now.getTime() + 10 * MINUTE);
      await schedule({ close }, { phase: 'open' });
      const { loadedAt } = (await settingsPage()).schedule;
      clock.set(close.getTime() + MINUTE);
      const response = await saveSettings({
        phase: 'open',
        submissions_close_at: local(close),
        loaded_at: loadedAt,
      });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(SETTINGS_MESSAGES.deadlinePassedMeanwhile);
      await job();
      expect((await stored()).phase).toBe('closed');
    });
  });

  describe('after a deadline', () => {
    it("refuses a contestant's save from an editor opened before the close, with the specification's words", async () => {
      const close = new Date(clock.now().getTime() + 2 * MINUTE);
      await schedule({ close }, { phase: 'open' });
      const contestant = await t.factory.newRegisteredContestant();
      const recipe = await t.factory.newDraftRecipe(contestant.id, { name: 'Green pozole' });
      const agent = t.agent();
      const csrf = await signInAs(agent, 'user', contestant.id);

      const editor = (await visit<RecipeEditorPageProps>(agent, '/user/recipe')).body.props;
      expect(editor.editor.editable).toBe(true);
      expect(editor.countdown).toMatchObject({ text: 'Submissions close in 2 minutes' });

      const save = () =>
        agent
          .post('/user/recipe/update')
          .set(XHR)
          .field('_token', csrf)
          .field('type', 'draft')
          .field('id', String(recipe.id))
          .field('name', 'Green pozole bowl')
          .field('description', '')
          .field('preparation', '')
          .field('ingredients', '[]')
          .field('recipe_file', 'false')
          .field('headshot_file', 'false');
      expect((await save()).status).toBe(200);

      clock.set(close.getTime() + 1000);
      const refused = await save();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(RECIPE_ERRORS.closed);
      expect(RECIPE_ERRORS.closed).toBe('The submission window is now closed!');
      expect((await t.em().findOneOrFail(Recipe, recipe.id)).name).toBe('Green pozole bowl');
      const after = (await visit<RecipeEditorPageProps>(agent, '/user/recipe')).body.props;
      expect(after.editor).toMatchObject({ editable: false, closed: true });
      expect(after.countdown).toBeNull();
    });

    it("refuses a judge's vote and note from a page opened before the round closed", async () => {
      const closeAt = new Date(clock.now().getTime() + 5 * MINUTE);
      await schedule({ first: closeAt }, { phase: 'closed', first_round_open: true });
      const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
      const judge = await t.factory.newJudge({ stage: 'first' });
      const agent = t.agent();
      const csrf = await signInAs(agent, 'judge', judge.id);
      const page = await visit<{ round: { open: boolean } }>(
        agent,
        `/judges/dashboard/recipe/${recipe.id}/vote`,
      );
      expect(page.body.props.round.open).toBe(true);

      clock.set(closeAt);
      const vote = await agent
        .post(`/judges/dashboard/recipe/${recipe.id}/vote`)
        .set(XHR)
        .send({ csrf, creativity: 4, appearance: 4, ingredients: 4, profitability: 5, deployability: 4 });
      expect(vote.status).toBe(403);
      expect(vote.body.message).toBe(JUDGING_MESSAGES.roundClosed('First round'));
      const note = await agent
        .post(`/judges/dashboard/recipe/${recipe.id}/note`)
        .set(XHR)
        .send({ csrf, note: 'Bright and balanced.' });
      expect(note.status).toBe(403);
      expect(await t.em().count(Vote, { judge: judge.id })).toBe(0);
    });
  });

  describe('reminders', () => {
    const deliver = () => deliverDue(t, smtp);

    it('mail contestants with a draft and judges with votes missing 48 hours before, once, and log it', async () => {
      // The job reminds every contestant with a draft and every judge with a vote missing: only this test's count.
      const connection = t.em().getConnection();
      await connection.execute('delete from votes');
      await connection.execute('delete from recipes');
      await connection.execute('update judges set is_active = false');
      const now = clock.now();
      const close = new Date(now.getTime() + 3 * DAY);
      const first = new Date(now.getTime() + 6 * DAY);
      await schedule(
        { close, first },
        { phase: 'open', first_round_open: true, remind_contestants: true, remind_judges: true },
      );

      const drafting = await t.factory.newRegisteredContestant({ name: 'Dora' });
      const disabled = await t.factory.newRegisteredContestant({ name: 'Dan' });
      await t.factory.newDraftRecipe(drafting.id, { name: 'Tamarind glazed ribs' });
      await t.factory.newDraftRecipe(disabled.id, { name: 'Quiet draft' });
      await t.em().nativeUpdate(Contestant, { id: disabled.id }, { isActive: false });
      await t.factory.newRegisteredContestant({ name: 'Nora' }); // no recipe: nothing to remind of
      const submitted = await t.factory.newSubmittedRecipe({ status: 'approved' });
      const other = await t.factory.newSubmittedRecipe({ status: 'approved' });
      const behind = await t.factory.newJudge({ stage: 'first' });
      const done = await t.factory.newJudge({ stage: 'first' });
      // In conflict with the other recipe's contestant: the one recipe they may judge is scored, so nothing is missing.
      const conflicted = await t.factory.newJudge({ stage: 'first' });
      await connection.execute(
        `insert into judge_conflicts (judge_id, user_id, reason, created_at) values (?, ?, 'Same team', now())`,
        [
          conflicted.id,
          (await t.em().findOneOrFail(Recipe, other.id, { populate: ['contestant'] })).contestant.id,
        ],
      );
      await t.factory.newJudge({ stage: 'first', isActive: false });
      const voteEm = t.em();
      const recipes = await voteEm.find(Recipe, { isComplete: true });
      for (const recipe of recipes) {
        voteEm.create(Vote, {
          judge: done.id,
          recipe: recipe.id,
          stage: 'first',
          creativity: '4',
          appearance: '4',
          ingredients: '4',
          profitability: 5,
          deployability: '4',
        });
      }
      for (const judge of [behind, conflicted]) {
        voteEm.create(Vote, {
          judge: judge.id,
          recipe: submitted.id,
          stage: 'first',
          creativity: '3',
          appearance: '3',
          ingredients: '3',
          profitability: 0,
          deployability: '3',
        });
      }
      await voteEm.flush();

      // 49 hours before: too early for either.
      clock.set(close.getTime() - 49 * HOUR);
      expect(await job()).toMatchObject({ contestantsReminded: [], judgesReminded: [] });

      // 47 hours before the close: the draft, once, even with two app processes passing at the same time.
      clock.set(close.getTime() - 47 * HOUR);
      const second = await startTestApp({
        database: t.database,
        config: { smtpUrl: smtp.url },
        override: (module) => module.overrideProvider(Clock).useValue(clock),
      });
      try {
        const passes = await Promise.all([job(), second.running.app.get(DeadlinesService).run()]);
        expect(passes.flatMap((pass) => pass.contestantsReminded)).toEqual([drafting.id]);
      } finally {
        await second.close();
      }
      expect(await job()).toMatchObject({ contestantsReminded: [] });

      const mail = onlyMail(await deliver(), drafting.email);
      expect(mail.subject).toBe('Submissions close in 1 day and 23 hours: your recipe is still a draft');
      expect(mail.body).toContain('Hello Dora,');
      expect(mail.body).toContain('"Tamarind glazed ribs"');
      expect(mail.body).toContain(`/user/recipe`);
      const [contestantsLog] = await t.em().find(AuditEntry, { action: 'schedule.remind_contestants' });
      expect(contestantsLog).toMatchObject({
        adminEmail: SCHEDULE_ACTOR.email,
        after: { deadline: close.toISOString(), contestantIds: [drafting.id] },
      });

      // The close opens the first round; 47 hours before its own close, the judge with a vote missing.
      clock.set(first.getTime() - 47 * HOUR);
      const pass = await job();
      expect(pass.applied).toEqual(['submissions_close']);
      expect(pass.judgesReminded).toEqual([behind.id]);
      expect((await job()).judgesReminded).toEqual([]);
      const judgeMail = onlyMail(await deliver(), behind.email);
      expect(judgeMail.subject).toBe(
        'Voting in the first round closes in 1 day and 23 hours: 1 recipe is waiting for you',
      );
      expect(judgeMail.body).toContain('You have voted on 1 of the 2 recipes, so 1 still needs your scores.');
      expect(await t.em().count(DeadlineReminder, {})).toBe(2);
      const [judgesLog] = await t.em().find(AuditEntry, { action: 'schedule.remind_judges' });
      expect(judgesLog.after).toMatchObject({ round: 'first', judgeIds: [behind.id] });
    });

    it('send nothing while the switches are off', async () => {
      const close = new Date(clock.now().getTime() + DAY);
      await schedule({ close }, { phase: 'open', remind_contestants: false, remind_judges: false });
      const contestant = await t.factory.newRegisteredContestant();
      await t.factory.newDraftRecipe(contestant.id);
      expect(await job()).toMatchObject({ contestantsReminded: [], judgesReminded: [] });
    });
  });
});
