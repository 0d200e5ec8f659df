import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { reviewMailTopic } from '../../src/recipes/recipe-review.service.js';
import { formatTimeInZone } from '@shared/time-zone.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { deliverDue, TestSmtpServer } from '../support/smtp-server.js';
import { appSuite, signedInStaff, type SignedInStaff, type TestApp } from '../support/test-app.js';
import { REVIEW } from '@shared/statuses.js';

type Admin = SignedInStaff;

const MINUTE = 60_000;
const signedInAdmin = (t: TestApp) => signedInStaff(t, 'admin');

/** The review call as the page makes it; `extra` adds the optional message. */
function review(admin: Admin, recipeId: number, approved: boolean, extra: Record<string, unknown> = {}) {
  return admin.agent
    .post(`/admins/dashboard/recipe/${recipeId}/review`)
    .set(XHR)
    .send({ csrf: admin.csrf, approved, ...extra });
}

/** The contest's review mail delay, as an admin would have saved it. */
async function setDelay(t: TestApp, minutes: number): Promise<void> {
  await t.em().nativeUpdate(ContestSettings, { id: 1 }, { reviewMailDelayMinutes: minutes });
  t.running.app.get(ContestSettingsService).forget();
}

/** The recipe's review mails, oldest first. */
const reviewMails = (t: TestApp, recipeId: number) =>
  t.em().find(OutboxMail, { topic: reviewMailTopic(recipeId) }, { orderBy: { id: 'asc' } });

/** As if `minutes` had passed for the recipe's mails: their due times move back by that much. */
async function elapse(t: TestApp, recipeId: number, minutes: number): Promise<void> {
  await t
    .em()
    .getConnection()
    .execute(
      `update mail_outbox set next_attempt_at = next_attempt_at - make_interval(mins => ?) where topic = ?`,
      [minutes, reviewMailTopic(recipeId)],
    );
}

const auditOf = (t: TestApp, recipeId: number) =>
  t.em().find(AuditEntry, { subjectType: 'recipe', subjectId: recipeId }, { orderBy: { id: 'asc' } });

describe('Review mails held for the undo delay, sent over SMTP', () => {
  const smtp = new TestSmtpServer();
  const t = appSuite({ smtp });
  let admin: Admin;

  beforeAll(async () => {
    admin = await signedInAdmin(t);
  });
  beforeEach(() => setDelay(t, 10));

  const deliver = () => deliverDue(t, smtp);

  it('holds the mail until the delay has passed, and the answer and the page say when it goes', async () => {
    const recipe = await t.factory.newSubmittedRecipe({ name: 'Charred leek vinaigrette' });
    const start = Date.now();
    const response = await review(admin, recipe.id, false);
    const end = Date.now();
    expect(response.status).toBe(200);

    const [mail, ...more] = await reviewMails(t, recipe.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ status: 'pending', template: 'recipe-not-approved', attempts: 0 });
    expect(mail.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + 10 * MINUTE - 1000);
    expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(end + 10 * MINUTE + 1000);
    const held = {
      decision: 'not-approved',
      at: mail.nextAttemptAt.toISOString(),
      time: formatTimeInZone(mail.nextAttemptAt, 'America/New_York'),
    };
    expect(response.body.data).toEqual({
      id: recipe.id,
      status: 2,
      statusLabel: 'Not Approved',
      mail: 'held',
      heldMail: held,
    });
    const page = await inertiaVisit(t, admin.agent, `/admins/dashboard/recipe/${recipe.id}`);
    expect(page.body.props).toMatchObject({ heldMail: held, mailDelayMinutes: 10 });

    // Nothing goes before the time; once it has come, the rejection goes, once.
    expect(await deliver()).toHaveLength(0);
    await elapse(t, recipe.id, 9);
    expect(await deliver()).toHaveLength(0);
    await elapse(t, recipe.id, 1);
    const sent = await deliver();
    expect(sent.map((one) => one.subject)).toEqual([
      'Your recipe "Charred leek vinaigrette" was not approved',
    ]);
    const after = await inertiaVisit(t, admin.agent, `/admins/dashboard/recipe/${recipe.id}`);
    expect(after.body.props.heldMail).toBeNull();
    const [entry] = await auditOf(t, recipe.id);
    expect(entry.after).toEqual({
      isApproved: REVIEW.notApproved,
      contestantMailed: 'recipe-not-approved',
      mailDueAt: mail.nextAttemptAt.toISOString(),
    });
  });

  it('mails nobody when a told decision is changed and changed back within the delay', async () => {
    const recipe = await t.factory.newSubmittedRecipe();
    // Approved, and the contestant told so.
    await setDelay(t, 0);
    expect((await review(admin, recipe.id, true)).body.data.mail).toBe('now');
    expect(await deliver()).toHaveLength(1);

    await setDelay(t, 10);
    const rejected = await review(admin, recipe.id, false, { message: 'The photo shows another dish.' });
    expect(rejected.body.data).toMatchObject({ status: 2, mail: 'held' });
    const approved = await review(admin, recipe.id, true);
    expect(approved.body.data).toMatchObject({ status: 1, mail: 'cancelled', heldMail: null });

    const mails = await reviewMails(t, recipe.id);
    expect(mails.map((mail) => [mail.template, mail.status])).toEqual([
      ['recipe-approved', 'sent'],
      ['recipe-not-approved', 'cancelled'],
    ]);
    // Not later either: the cancelled mail never goes.
    await elapse(t, recipe.id, 60);
    expect(await deliver()).toHaveLength(0);
    const entries = await auditOf(t, recipe.id);
    expect(entries.map((entry) => entry.after)).toEqual([
      { isApproved: REVIEW.approved, contestantMailed: 'recipe-approved' },
      {
        isApproved: REVIEW.notApproved,
        message: 'The photo shows another dish.',
        contestantMailed: 'recipe-not-approved',
        mailDueAt: mails[1].nextAttemptAt.toISOString(),
      },
      { isApproved: REVIEW.approved, mailCancelled: 'recipe-not-approved' },
    ]);
  });

  it('mails the final decision once when a pending recipe is approved, rejected and approved again', async () => {
    const recipe = await t.factory.newSubmittedRecipe({ name: 'Smoked trout rillettes' });
    await review(admin, recipe.id, true);
    await review(admin, recipe.id, false);
    const last = await review(admin, recipe.id, true);
    expect(last.body.data).toMatchObject({ mail: 'held', heldMail: { decision: 'approved' } });
    expect((await reviewMails(t, recipe.id)).map((mail) => mail.status)).toEqual([
      'cancelled',
      'cancelled',
      'pending',
    ]);
    await elapse(t, recipe.id, 10);
    const sent = await deliver();
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Your recipe "Smoked trout rillettes" is in the contest',
    ]);
  });

  it('sends at once with a delay of 0, and the same decision again mails nothing', async () => {
    await setDelay(t, 0);
    const recipe = await t.factory.newSubmittedRecipe({ name: 'Citrus-glazed pork belly' });
    const response = await review(admin, recipe.id, true);
    expect(response.body.data).toMatchObject({ mail: 'now', heldMail: null });
    const sent = await deliver();
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Your recipe "Citrus-glazed pork belly" is in the contest',
    ]);
    expect((await review(admin, recipe.id, true)).body.data).toMatchObject({ mail: 'none' });
    expect(await reviewMails(t, recipe.id)).toHaveLength(1);
  });

  it('leaves a mail the worker has claimed alone: the next decision is mailed after it', async () => {
    const recipe = await t.factory.newSubmittedRecipe();
    await review(admin, recipe.id, false);
    await elapse(t, recipe.id, 10);
    // The worker claims the due rejection and is about to send it when another review comes.
    const claimed = await t.em().getRepository(OutboxMail).claimDue(50, 120);
    expect(claimed.map((mail) => mail.topic)).toContain(reviewMailTopic(recipe.id));
    const approved = await review(admin, recipe.id, true);
    expect(approved.body.data).toMatchObject({ mail: 'held', heldMail: { decision: 'approved' } });
    const mails = await reviewMails(t, recipe.id);
    expect(mails.map((mail) => [mail.template, mail.status])).toEqual([
      ['recipe-not-approved', 'pending'],
      ['recipe-approved', 'pending'],
    ]);
    await t
      .em()
      .getRepository(OutboxMail)
      .release(claimed.map((mail) => mail.id));
  });

  it("puts the team's message in the rejection mail, escaped, and never a judge's note", async () => {
    const recipe = await t.factory.newSubmittedRecipe({ contestantName: 'Theo' });
    const judge = await t.factory.newJudge();
    const em = t.em();
    em.create(Vote, { judge: judge.id, recipe: recipe.id, stage: 'first', note: 'SECRET-NOTE too sweet' });
    await em.flush();
    const message = '  The photo shows <b>another</b> dish & "no" sauce.\n\nPlease write to us.  ';
    expect((await review(admin, recipe.id, false, { message })).status).toBe(200);

    const [mail] = await reviewMails(t, recipe.id);
    expect(mail.text).toContain(
      'A word from the contest team:\n\nThe photo shows <b>another</b> dish & "no" sauce.\n\nPlease write to us.',
    );
    expect(mail.html).toContain(
      'The photo shows &lt;b&gt;another&lt;/b&gt; dish &amp; &quot;no&quot; sauce.',
    );
    expect(mail.html).not.toContain('<b>another</b>');
    expect(mail.text).not.toContain('SECRET-NOTE');
    expect(mail.html).not.toContain('SECRET-NOTE');
    const [entry] = await auditOf(t, recipe.id);
    expect(entry.after).toMatchObject({
      message: 'The photo shows <b>another</b> dish & "no" sauce.\n\nPlease write to us.',
    });

    await elapse(t, recipe.id, 10);
    const owner = await t.em().findOneOrFail(Contestant, recipe.contestant.id);
    const received = (await deliver()).filter((one) => one.to.includes(owner.email));
    expect(received).toHaveLength(1);
    expect(received[0].body).toContain('Hello Theo,');
    expect(received[0].body).toContain('Please write to us.');
  });

  it('refuses a message that is too long or not text with 422, and an approval carries none', async () => {
    const recipe = await t.factory.newSubmittedRecipe();
    for (const message of ['x'.repeat(1001), 42, ['a']]) {
      const response = await review(admin, recipe.id, false, { message });
      expect(response.status).toBe(422);
      expect(response.body.errors.message).toEqual([
        typeof message === 'string' ? 'At most 1000 characters' : 'This field must be a valid format',
      ]);
    }
    expect((await t.em().findOneOrFail(Recipe, recipe.id)).isApproved).toBe(REVIEW.pending);
    expect(await reviewMails(t, recipe.id)).toHaveLength(0);

    expect((await review(admin, recipe.id, true, { message: 'Well done' })).status).toBe(200);
    const [mail] = await reviewMails(t, recipe.id);
    expect(mail.text).not.toContain('Well done');
    expect((await auditOf(t, recipe.id))[0].after).not.toHaveProperty('message');
  });

  it("keeps working for a caller that sends exactly section 7's fields, as JSON or as a form", async () => {
    const recipe = await t.factory.newSubmittedRecipe();
    const json = await admin.agent
      .post(`/admins/dashboard/recipe/${recipe.id}/review`)
      .set(XHR)
      .send({ csrf: admin.csrf, approved: false });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ status: 2, statusLabel: 'Not Approved', mail: 'held' });
    const form = await admin.agent
      .post(`/admins/dashboard/recipe/${recipe.id}/review`)
      .set(XHR)
      .type('form')
      .send({ csrf: admin.csrf, approved: 'true' });
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ status: 1, statusLabel: 'Approved', mail: 'held' });
    expect((await reviewMails(t, recipe.id)).map((mail) => mail.status)).toEqual(['cancelled', 'pending']);
  });

  it('leaves one decision and its one mail when two admins review at once', async () => {
    const other = await signedInAdmin(t);
    for (let round = 0; round < 4; round++) {
      const recipe = await t.factory.newSubmittedRecipe();
      const [first, second] = await Promise.all([
        review(admin, recipe.id, round % 2 === 0),
        review(other, recipe.id, round % 2 !== 0),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const status = (await t.em().findOneOrFail(Recipe, recipe.id)).isApproved;
      const waiting = (await reviewMails(t, recipe.id)).filter((mail) => mail.status === 'pending');
      expect(waiting.map((mail) => mail.template)).toEqual([
        status === 1 ? 'recipe-approved' : 'recipe-not-approved',
      ]);
      const entries = await auditOf(t, recipe.id);
      expect(entries).toHaveLength(2);
      // The second review saw the first: it started from the first one's decision and cancelled its mail.
      const earlier = entries[0].after ?? {};
      expect(entries[1].before).toEqual({ isApproved: earlier.isApproved });
      expect(entries[1].after).toMatchObject({ mailCancelled: earlier.contestantMailed });
    }
  });
});

describe('Review mails held for the undo delay, without an SMTP server', () => {
  const t = appSuite({ config: { smtpUrl: null } });
  let admin: Admin;

  beforeAll(async () => {
    admin = await signedInAdmin(t);
  });

  const mailbox = async () => {
    const response = await inertiaVisit(t, t.agent(), '/dev/mailbox');
    expect(response.status).toBe(200);
    return response.body.props.mails as Array<{ id: number; to: string; subject: string }>;
  };

  it('shows a held mail in the development mailbox only once it is due, and a cancelled one never', async () => {
    const recipe = await t.factory.newSubmittedRecipe({ name: 'Burnt honey tart' });
    const owner = await t.em().findOneOrFail(Contestant, recipe.contestant.id);
    const toOwner = async () => (await mailbox()).filter((mail) => mail.to === owner.email);

    expect((await review(admin, recipe.id, false)).body.data.mail).toBe('held');
    const [held] = await reviewMails(t, recipe.id);
    expect(held.status).toBe('kept');
    expect(await toOwner()).toEqual([]);
    expect((await inertiaVisit(t, t.agent(), `/dev/mailbox/${held.id}`)).status).toBe(404);

    expect((await review(admin, recipe.id, true)).body.data.mail).toBe('held');
    expect((await review(admin, recipe.id, false)).body.data.mail).toBe('held');
    await elapse(t, recipe.id, 10);
    expect((await toOwner()).map((mail) => mail.subject)).toEqual([
      'Your recipe "Burnt honey tart" was not approved',
    ]);
    expect((await reviewMails(t, recipe.id)).map((mail) => mail.status)).toEqual([
      'cancelled',
      'cancelled',
      'kept',
    ]);

    // The contestant now knows: approving and rejecting again within the delay shows nothing new.
    expect((await review(admin, recipe.id, true)).body.data.mail).toBe('held');
    expect((await review(admin, recipe.id, false)).body.data.mail).toBe('cancelled');
    await elapse(t, recipe.id, 60);
    expect(await toOwner()).toHaveLength(1);
  });
});

describe('The review mail delay setting', () => {
  const t = appSuite();
  let admin: Admin;

  beforeAll(async () => {
    admin = await signedInAdmin(t);
  });

  async function saveSettings(change: Record<string, unknown>) {
    const page = await inertiaVisit(t, admin.agent, '/admins/settings');
    const { settings, schedule } = page.body.props as {
      settings: Record<string, unknown>;
      schedule: { loadedAt: string };
    };
    return admin.agent
      .post('/admins/settings/contest')
      .set(XHR)
      .send({ csrf: admin.csrf, ...settings, loaded_at: schedule.loadedAt, ...change });
  }
  const stored = async () => (await t.em().findOneOrFail(ContestSettings, { id: 1 })).reviewMailDelayMinutes;

  it('is 10 minutes at first, saved from the settings form from 0 to 120, and audited', async () => {
    const page = await inertiaVisit(t, admin.agent, '/admins/settings');
    expect(page.body.props.settings.review_mail_delay_minutes).toBe(10);

    const saved = await saveSettings({ review_mail_delay_minutes: '25' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.review_mail_delay_minutes).toBe(25);
    expect(await stored()).toBe(25);
    const [entry] = await t.em().find(AuditEntry, { action: 'settings.update' }, { orderBy: { id: 'desc' } });
    expect(entry.before).toEqual({ reviewMailDelayMinutes: 10 });
    expect(entry.after).toEqual({ reviewMailDelayMinutes: 25 });

    // The next review holds its mail for the new delay.
    const recipe = await t.factory.newSubmittedRecipe();
    const start = Date.now();
    await review(admin, recipe.id, true);
    const [mail] = await reviewMails(t, recipe.id);
    expect(mail.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + 25 * MINUTE - 1000);
    expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 25 * MINUTE + 1000);

    expect((await saveSettings({ review_mail_delay_minutes: 0 })).status).toBe(200);
    expect(await stored()).toBe(0);
    // A caller of the older form, without the field, leaves it as it is.
    const older = await saveSettings({ review_mail_delay_minutes: undefined });
    expect(older.status).toBe(200);
    expect(await stored()).toBe(0);
  });

  it.each([
    ['121', 'Choose from 0 to 120 minutes'],
    [-1, 'Choose from 0 to 120 minutes'],
    ['ten', 'This field must be numeric'],
    [2.5, 'This field must be numeric'],
    ['', 'This field is required'],
  ])('refuses %p with 422 and changes nothing', async (value, message) => {
    const before = await stored();
    const response = await saveSettings({ review_mail_delay_minutes: value });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ review_mail_delay_minutes: [message] });
    expect(await stored()).toBe(before);
  });
});
