import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { MAILING_MESSAGES } from '../../src/judging/results/contest-mailings.service.js';
import type {
  FinalistsMailingPreviewProps,
  ResultsMailingPreviewProps,
} from '@shared/admin/results.props.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { deliverDue, onlyMail, type ReceivedMail, TestSmtpServer } from '../support/smtp-server.js';
import { appSuite, csrfOf, signedInStaff, type SignedInStaff, type TestApp } from '../support/test-app.js';
import { REVIEW } from '@shared/statuses.js';

/** The mails the FAQ promises (issue 15, part 1), read from a real SMTP server. */
describe('Contest mails', () => {
  const smtp = new TestSmtpServer();
  const t = appSuite({ smtp });
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
  });

  const post = (path: string, body: Record<string, unknown> = {}) =>
    admin.agent
      .post(path)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });
  /** Presses "Send" in a mailing's preview: confirms the number of contestants the preview shows. */
  async function confirmMailing(path: string, body: Record<string, unknown> = {}) {
    const preview = (await get(path)).body.data as {
      recipients?: number;
      finalists?: number;
      others?: number;
    };
    const recipients = preview.recipients ?? (preview.finalists ?? 0) + (preview.others ?? 0);
    return post(path, { recipients, ...body });
  }
  const get = (path: string) => admin.agent.get(path).set(XHR);

  const deliver = () => deliverDue(t, smtp);
  const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((mail) => mail.to).sort();
  const outboxCount = () => t.em().count(OutboxMail, {});
  const auditOf = (action: string) => t.em().find(AuditEntry, { action }, { orderBy: { id: 'desc' } });

  describe('the review of a recipe', () => {
    const review = (id: number, approved: boolean) =>
      post(`/admins/dashboard/recipe/${id}/review`, { approved });
    // These read what the mails say, so they go at once; holding them back is review-mail-hold.test.ts's subject.
    beforeAll(async () => {
      await t.em().nativeUpdate(ContestSettings, { id: 1 }, { reviewMailDelayMinutes: 0 });
      t.running.app.get(ContestSettingsService).forget();
    });

    it('mails the contestant once when their recipe is approved, in HTML and plain text, and logs it', async () => {
      const recipe = await t.factory.newSubmittedRecipe({
        name: 'Smoked trout rillettes',
        contestantName: 'Rosa',
      });
      const contestant = await t.em().findOneOrFail(Contestant, { id: recipe.contestant.id });
      expect((await review(recipe.id, true)).status).toBe(200);

      const mail = onlyMail(await deliver(), contestant.email);
      expect(mail.subject).toBe('Your recipe "Smoked trout rillettes" is in the contest');
      expect(mail.body).toContain('Hello Rosa,');
      expect(mail.body).toContain('It now goes to the judges of the first round.');
      expect(mail.body).toContain('See my recipe: http://localhost:3000/user/recipe/view');

      // The same decision again tells the contestant nothing new.
      const before = await outboxCount();
      expect((await review(recipe.id, true)).status).toBe(200);
      expect(await outboxCount()).toBe(before);

      // Both reviews are logged; only the first says it mailed the contestant.
      const [again, first] = await auditOf('recipe.approve');
      expect(first.subjectId).toBe(recipe.id);
      expect(first.after).toEqual({ isApproved: REVIEW.approved, contestantMailed: 'recipe-approved' });
      expect(again.after).toEqual({ isApproved: REVIEW.approved });
    });

    it("says what a contestant can do next when their recipe is not approved, and never shows a judge's note", async () => {
      const recipe = await t.factory.newSubmittedRecipe({ name: 'Burnt honey tart', contestantName: 'Theo' });
      const judge = await t.factory.newJudge();
      const em = t.em();
      em.create(Vote, { judge: judge.id, recipe: recipe.id, stage: 'first', note: 'SECRET-NOTE too sweet' });
      await em.flush();

      expect((await review(recipe.id, false)).status).toBe(200);
      const [mail] = await deliver();
      expect(mail.subject).toBe('Your recipe "Burnt honey tart" was not approved');
      expect(mail.body).toContain('Submissions are final, so the recipe cannot be changed now.');
      expect(mail.body).toMatch(/If you would like to know more about the decision/);
      expect(mail.body).not.toContain('SECRET-NOTE');
      const [entry] = await auditOf('recipe.reject');
      expect(entry.after).toMatchObject({ contestantMailed: 'recipe-not-approved' });
    });

    it('mails nothing for a refused review (a draft, a disabled contestant)', async () => {
      const disabled = await t.factory.newSubmittedRecipe({ contestantActive: false });
      const before = await outboxCount();
      expect((await review(disabled.id, true)).status).toBe(403);
      expect(await outboxCount()).toBe(before);
    });
  });

  describe('"Notify finalists" and "Announce results"', () => {
    const FINALISTS = '/admins/results/mailings/finalists';
    const RESULTS = '/admins/results/mailings/results';

    /** The mailings go to every contestant of the contest: each test's field is the only one. */
    async function emptyField() {
      const connection = t.em().getConnection();
      await connection.execute('delete from contest_mailings');
      await connection.execute('delete from votes');
      await connection.execute('delete from recipes');
    }

    /** A fresh field: finalist Ana, approved Ben, Cy disabled, Dee pending review, Eve a disabled finalist. */
    async function field() {
      await emptyField();
      const people: Record<string, Parameters<TestApp['factory']['newSubmittedRecipe']>[0]> = {
        ana: { status: 'approved', isFinalist: true, contestantName: 'Ana', name: 'Aji ceviche' },
        ben: { status: 'approved', contestantName: 'Ben', name: 'Brown butter gnocchi' },
        cy: { status: 'approved', contestantName: 'Cy', contestantActive: false },
        dee: { status: 'pending', contestantName: 'Dee', name: 'Date loaf' },
        eve: { status: 'approved', isFinalist: true, contestantName: 'Eve', contestantActive: false },
      };
      const emails: Record<string, string> = {};
      for (const [key, fields] of Object.entries(people)) {
        const recipe = await t.factory.newSubmittedRecipe(fields);
        emails[key] = (await t.em().findOneOrFail(Contestant, { id: recipe.contestant.id })).email;
      }
      return emails;
    }

    it('refuses to notify while no contestant is a finalist (a thank-you to everyone would be wrong)', async () => {
      await emptyField();
      await t.factory.newSubmittedRecipe({ status: 'approved' });
      const preview = await get(FINALISTS);
      expect(preview.status).toBe(200);
      expect((preview.body.data as FinalistsMailingPreviewProps).noFinalists).toBe(true);
      const before = await outboxCount();
      const response = await confirmMailing(FINALISTS);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(MAILING_MESSAGES.noFinalists);
      expect(await outboxCount()).toBe(before);
    });

    it('previews both mails with the counts, then mails each finalist and thanks the others, once however often pressed', async () => {
      const people = await field();
      const queued = await outboxCount();
      const preview = await get(FINALISTS);
      expect(preview.status).toBe(200);
      const data = preview.body.data as FinalistsMailingPreviewProps;
      expect(data).toMatchObject({
        finalists: 1,
        others: 1,
        alreadyNotified: 0,
        disabled: 2,
        noFinalists: false,
      });
      expect(data.mails.finalist.subject).toBe('Congratulations: "Aji ceviche" is a finalist!');
      expect(data.mails.finalist.example).toBe('Ana');
      expect(data.mails.thanks.subject).toMatch(/finalists of the .* are chosen/);
      expect(data.mails.thanks.html).toContain('Hello Ben,');
      expect(await outboxCount()).toBe(queued); // a preview stores nothing

      const sent = await confirmMailing(FINALISTS);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({ mailed: 2, finalists: 1, others: 1 });
      const mails = await deliver();
      expect(recipientsOf(mails)).toEqual([people.ana, people.ben].sort());
      const finalist = mails.find((mail) => mail.to.includes(people.ana))!;
      expect(finalist.body).toContain('The final round asks two things of you.');
      expect(finalist.body).toContain('Open my recipe: http://localhost:3000/user/recipe');
      expect(finalist.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);
      const thanks = mails.find((mail) => mail.to.includes(people.ben))!;
      expect(thanks.body).toContain('Thank you for the care you put into your recipe');

      const [entry] = await auditOf('results.notify_finalists');
      expect(entry.adminId).toBe(admin.id);
      expect(entry.after).toEqual({ finalistIds: [expect.any(Number)], otherIds: [expect.any(Number)] });

      // Pressed again: nobody is mailed twice, and nothing is logged for a sending of nothing.
      const again = await confirmMailing(FINALISTS);
      expect(again.body.data).toEqual({ mailed: 0, finalists: 0, others: 0 });
      expect(await deliver()).toHaveLength(0);
      expect(await auditOf('results.notify_finalists')).toHaveLength(1);
      const after = (await get(FINALISTS)).body.data as FinalistsMailingPreviewProps;
      expect(after).toMatchObject({ finalists: 0, others: 0, alreadyNotified: 2 });

      // Two presses at once still mail each contestant once.
      const late = await t.factory.newSubmittedRecipe({ status: 'approved', contestantName: 'Gil' });
      const both = await Promise.all([
        post(FINALISTS, { recipients: 1 }),
        post(FINALISTS, { recipients: 1 }),
      ]);
      // The second finds the preview's count no longer true (the first mailed Gil) and sends nothing.
      expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
      const refused = both.find((response) => response.status === 409)!;
      expect(refused.body.message).toBe(MAILING_MESSAGES.previewOutdated);
      const lateMails = await deliver();
      expect(lateMails).toHaveLength(1);
      expect(lateMails[0].body).toContain('Hello Gil,');
      expect(recipientsOf(mails)).not.toContain(people.cy);
      expect(late.isComplete).toBe(true);
    });

    it('announces the results once to every enabled contestant with a submitted recipe', async () => {
      const people = await field();
      const page = await inertiaVisit(t, admin.agent, '/admins/results');
      expect(page.body.props.mailings).toEqual({ finalistsNotified: 0, resultsAnnouncedAt: null });

      const preview = (await get(RESULTS)).body.data as ResultsMailingPreviewProps;
      expect(preview).toMatchObject({ recipients: 3, disabled: 2, announcedAt: null });
      expect(preview.mail.subject).toMatch(/^The winners of the .* are announced$/);

      // Without the preview's count, or with a count that is not true any more, nothing is sent.
      for (const body of [{}, { recipients: 'all' }, { recipients: -1 }]) {
        const unconfirmed = await post(RESULTS, body);
        expect(unconfirmed.status).toBe(422);
        expect(unconfirmed.body.errors).toEqual({ recipients: ['Open the preview and confirm the sending'] });
      }
      const stale = await post(RESULTS, { recipients: 2 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(MAILING_MESSAGES.previewOutdated);
      expect(await deliver()).toEqual([]);

      const sent = await confirmMailing(RESULTS);
      expect(sent.status).toBe(200);
      expect(sent.body.data.mailed).toBe(3);
      const mails = await deliver();
      expect(recipientsOf(mails)).toEqual([people.ana, people.ben, people.dee].sort());
      const dee = mails.find((mail) => mail.to.includes(people.dee))!;
      expect(dee.body).toContain('Thank you for entering "Date loaf".');
      expect(dee.body).toContain('See the winners: http://localhost:3000/#past-editions');
      const [entry] = await auditOf('results.announce');
      expect((entry.after as { contestantIds: number[] }).contestantIds).toHaveLength(3);

      const again = await confirmMailing(RESULTS);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(MAILING_MESSAGES.alreadyAnnounced);
      expect(await deliver()).toHaveLength(0);
      const after = (await get(RESULTS)).body.data as ResultsMailingPreviewProps;
      expect(after.recipients).toBe(0);
      expect(after.announcedAt).not.toBeNull();
    });

    it('is for admins only', async () => {
      const visitor = t.agent();
      const csrf = await csrfOf(visitor);
      const response = await visitor.post(RESULTS).set(XHR).send({ csrf, confirm: true });
      expect([401, 403]).toContain(response.status);
      expect((await visitor.get(FINALISTS).set(XHR)).status).not.toBe(200);
    });
  });
});
