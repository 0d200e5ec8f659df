import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { CHEF_FEEDBACK_MESSAGES, type ChefFeedbackProps } from '@shared/judging/chef-feedback.js';
import type { FeedbackReleasePreviewProps } from '@shared/judging/chef-feedback.js';
import type { JudgeVotePageProps } from '@shared/judging/judging.props.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { GOOD_VOTE, judgingSetup, KEY } from '../support/judging.js';
import { signedInStaff, signInContestant, type SignedInStaff } from '../support/test-app.js';

/** Feedback to the chefs (issue 36, part 1): the judges' comments, released once after the results. */
describe('Feedback to the chefs', () => {
  const { t, judgeOf, approved, vote, note } = judgingSetup();
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
    // The release and the results mailing concern every contestant: this file's are the only ones.
    const connection = t.em().getConnection();
    await connection.execute('delete from contest_mailings');
    await connection.execute('delete from chef_feedback_releases');
    await connection.execute('delete from recipes');
  });

  const comment = (judge: { agent: SignedInStaff['agent']; csrf: string }, recipeId: number, body: unknown) =>
    judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/comment`)
      .set(XHR)
      .set('Idempotency-Key', KEY(Math.floor(Math.random() * 1e12)))
      .send({ csrf: judge.csrf, ...(body as object) });

  const adminPost = (path: string, body: Record<string, unknown>) =>
    admin.agent
      .post(path)
      .set(XHR)
      .send({ csrf: admin.csrf, ...body });
  const preview = async () =>
    (await admin.agent.get('/admins/results/feedback').set(XHR)).body.data as FeedbackReleasePreviewProps;

  describe("the judge's comment for the chef", () => {
    it('is stored beside the note, shown again on the vote page, cleared when emptied, and never required', async () => {
      const judge = await judgeOf();
      const recipe = await approved();
      expect(
        (await comment(judge, recipe.id, { comment: '  Lovely jus, season the rib more.  ' })).body,
      ).toEqual({
        data: { comment: 'Lovely jus, season the rib more.' },
      });
      // The note's call as section 7 gives it (csrf and note alone) keeps working, and leaves the comment.
      expect((await note(judge, recipe.id, 'Ask about the braise time')).status).toBe(200);
      const [row] = await t.em().find(Vote, { recipe: recipe.id }, { refresh: true });
      expect(row.note).toBe('Ask about the braise time');
      expect(row.chefComment).toBe('Lovely jus, season the rib more.');
      const page = (await inertiaVisit(t, judge.agent, `/judges/dashboard/recipe/${recipe.id}/vote`)).body
        .props as JudgeVotePageProps;
      expect(page.chefComment).toBe('Lovely jus, season the rib more.');
      expect(page.commentUrl).toBe(`/judges/dashboard/recipe/${recipe.id}/comment`);

      expect((await comment(judge, recipe.id, { comment: '   ' })).status).toBe(200);
      await t.em().refresh(row);
      expect(row.chefComment).toBeNull();
      expect(row.note).toBe('Ask about the braise time');

      const missing = await comment(judge, recipe.id, {});
      expect(missing.status).toBe(422);
      const long = await comment(judge, recipe.id, { comment: 'x'.repeat(5001) });
      expect(long.status).toBe(422);
      expect(long.body.errors.comment).toEqual(['The comment can be at most 5000 characters long']);
    });
  });

  describe('"Release feedback"', () => {
    const NOTE = 'SECRET-NOTE-overcooked-and-I-know-her';
    let ana: Awaited<ReturnType<typeof approved>>;
    let ben: Awaited<ReturnType<typeof approved>>;
    let judges: Array<{ agent: SignedInStaff['agent']; csrf: string; id: number }>;
    let judgeEmails: string[];

    beforeAll(async () => {
      await t.em().getConnection().execute('delete from recipes');
      ana = await approved({ name: 'Ana’s green pozole', contestantName: 'Ana', isFinalist: true });
      ben = await approved({ name: 'Ben’s smoked trout', contestantName: 'Ben' });
      judges = [await judgeOf(), await judgeOf(), await judgeOf()];
      const scores = [
        { ...GOOD_VOTE, creativity: 5, appearance: 3 },
        { ...GOOD_VOTE, creativity: 4, appearance: 4, profitability: 0 },
        { ...GOOD_VOTE, creativity: 3, appearance: 3.5 },
      ];
      for (const [index, judge] of judges.entries()) {
        expect((await vote(judge, ana.id, scores[index])).status).toBe(200);
        expect((await note(judge, ana.id, `${NOTE} ${index}`)).status).toBe(200);
      }
      expect((await comment(judges[2], ana.id, { comment: 'Third judge: bright and fresh.' })).status).toBe(
        200,
      );
      expect((await comment(judges[0], ana.id, { comment: 'First judge: more acid.' })).status).toBe(200);
      expect((await vote(judges[0], ben.id)).status).toBe(200);
      expect((await comment(judges[0], ben.id, { comment: 'For Ben only: crisp skin.' })).status).toBe(200);
      // The final round's vote on the finalist's recipe, by a judge of that round.
      const finalJudge = await t.factory.newJudge({ stage: 'second' });
      const em = t.em();
      em.create(Vote, {
        judge: finalJudge.id,
        recipe: ana.id,
        stage: 'second',
        creativity: '4.5',
        appearance: '5.0',
        ingredients: '4.0',
        deployability: '3.5',
        profitability: 5,
        note: `${NOTE} final`,
        chefComment: 'Final round: the plating won the room.',
        votedAt: new Date(),
      });
      await em.flush();
      judgeEmails = [
        ...(await t.em().getConnection().execute<Array<{ email: string }>>('select email from judges')).map(
          (row) => row.email,
        ),
      ];
    });

    it('is refused before the results are announced, and nothing of it reaches the contestant', async () => {
      const contestant = t.agent();
      await signInContestant(contestant, ana.contestant.id);
      const before = (await inertiaVisit(t, contestant, '/user/recipe/view')).body.props as {
        feedback: ChefFeedbackProps | null;
      };
      expect(before.feedback).toBeNull();
      expect(JSON.stringify(before)).not.toContain('First judge');

      const shown = await preview();
      expect(shown).toMatchObject({
        recipes: 2,
        comments: 4,
        recipients: 2,
        resultsAnnounced: false,
        releasedAt: null,
      });
      // In the order of the votes (the first judge voted first), as the contestants will read them.
      expect(shown.samples).toEqual([
        'First judge: more acid.',
        'Third judge: bright and fresh.',
        'For Ben only: crisp skin.',
      ]);
      const refused = await adminPost('/admins/results/feedback', { recipients: 2 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(CHEF_FEEDBACK_MESSAGES.notYet);
    });

    it('releases once after the results: each contestant sees their averages, ranges and comments, and is mailed once', async () => {
      const announce = (await admin.agent.get('/admins/results/mailings/results').set(XHR)).body.data as {
        recipients: number;
      };
      expect(
        (await adminPost('/admins/results/mailings/results', { recipients: announce.recipients })).status,
      ).toBe(200);
      expect((await preview()).resultsAnnounced).toBe(true);

      const outdated = await adminPost('/admins/results/feedback', { recipients: 5 });
      expect(outdated.status).toBe(409);
      expect(outdated.body.message).toBe(CHEF_FEEDBACK_MESSAGES.previewOutdated);

      const released = await adminPost('/admins/results/feedback', { recipients: 2 });
      expect(released.status).toBe(200);
      expect(released.body.data).toEqual({ recipes: 2, comments: 4, mailed: 2 });
      const again = await adminPost('/admins/results/feedback', { recipients: 2 });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(CHEF_FEEDBACK_MESSAGES.alreadyReleased);

      const [entry] = await t.em().find(AuditEntry, { action: 'results.release_feedback' });
      expect(entry.adminEmail).toBe(admin.email);
      expect(entry.after).toMatchObject({ recipes: 2, comments: 4 });
      const page = (await inertiaVisit(t, admin.agent, '/admins/results')).body.props as {
        feedback: { releasedAt: string | null };
      };
      expect(page.feedback.releasedAt).not.toBeNull();

      const contestant = t.agent();
      await signInContestant(contestant, ana.contestant.id);
      const { feedback } = (await inertiaVisit(t, contestant, '/user/recipe/view')).body.props as {
        feedback: ChefFeedbackProps;
      };
      expect(feedback.rounds.map((round) => [round.label, round.judges])).toEqual([
        ['First round', 3],
        ['Final round', 1],
      ]);
      const [first, final] = feedback.rounds;
      expect(first.criteria.find((row) => row.criterion === 'creativity')).toMatchObject({
        label: 'Creativity',
        average: 4,
        min: 3,
        max: 5,
      });
      expect(first.criteria.find((row) => row.criterion === 'appearance')).toMatchObject({
        average: 3.5,
        min: 3,
        max: 4,
      });
      expect(first.criteria.find((row) => row.criterion === 'profitability')).toMatchObject({
        average: 3.3,
        min: 0,
        max: 5,
      });
      // In the order the comments were first written (the judges' votes), none of another recipe's.
      expect(first.comments).toEqual(['First judge: more acid.', 'Third judge: bright and fresh.']);
      expect(final.comments).toEqual(['Final round: the plating won the room.']);

      const mails = await t.em().find(OutboxMail, { template: 'feedback-ready' });
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [ana.contestant.email, ben.contestant.email].sort(),
      );
      const anaMail = mails.find((mail) => mail.to === ana.contestant.email)!;
      expect(anaMail.subject).toBe('The judges’ feedback on "Ana’s green pozole" is ready');
      expect(anaMail.text).toContain('Read my feedback: http://localhost:3000/user/recipe/view');
    });

    it("never lets a private note, a judge's name or address reach a contestant's page or mail", async () => {
      const judgeNames = (
        await t
          .em()
          .getConnection()
          .execute<Array<{ name: string }>>(`select name || ' ' || lastname as name from judges`)
      ).map((row) => row.name);
      for (const recipe of [ana, ben]) {
        const contestant = t.agent();
        await signInContestant(contestant, recipe.contestant.id);
        const answers: string[] = [];
        for (const path of ['/user/recipe/view', '/user/recipe', '/user/profile', '/'])
          answers.push(JSON.stringify((await inertiaVisit(t, contestant, path)).body));
        // The first visit's HTML shell (the server-rendered page) too.
        answers.push((await contestant.get('/user/recipe/view')).text);
        const mails = await t.em().find(OutboxMail, { to: recipe.contestant.email });
        expect(mails.length).toBeGreaterThanOrEqual(2);
        answers.push(...mails.flatMap((mail) => [mail.subject, mail.html, mail.text]));
        const everything = answers.join('\n');
        expect(everything).not.toContain('SECRET-NOTE');
        for (const email of judgeEmails) expect(everything).not.toContain(email);
        for (const name of judgeNames) expect(everything).not.toContain(name);
      }
      // Ben's own comment reached him, none of Ana's.
      const ben2 = t.agent();
      await signInContestant(ben2, ben.contestant.id);
      const { feedback } = (await inertiaVisit(t, ben2, '/user/recipe/view')).body.props as {
        feedback: ChefFeedbackProps;
      };
      expect(feedback.rounds).toHaveLength(1);
      expect(feedback.rounds[0].comments).toEqual(['For Ben only: crisp skin.']);
    });
  });
});
