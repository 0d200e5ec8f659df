import { IDEMPOTENCY_KEY_MESSAGE } from '../../src/common/idempotency-key.decorator.js';
import { RECEIPT_MESSAGES } from '../../src/judging/receipts/write-receipts.service.js';
import { JUDGING_MESSAGES } from '../../src/judging/judging.service.js';
import { DISABLED_JUDGE_REASON } from '../../src/judging/receipts/refused-writes.service.js';
import type { RefusedWriteProps } from '@shared/judging/write-receipts.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { signedInStaff } from '../support/test-app.js';
import { GOOD_VOTE, judgingSetup, type SignedInJudge } from '../support/judging.js';

describe("Judges' writes sent again: an Idempotency-Key applies each once", () => {
  const { t, settings, judgeOf, approved, votesOn } = judgingSetup();

  const send = (
    judge: SignedInJudge,
    recipeId: number,
    call: 'vote' | 'note' | 'comment',
    body: Record<string, unknown>,
    key?: string,
  ) => {
    const request = judge.agent.post(`/judges/dashboard/recipe/${recipeId}/${call}`).set(XHR);
    if (key !== undefined) request.set('Idempotency-Key', key);
    return request.send({ csrf: judge.csrf, ...body });
  };
  const receipts = async (judgeId: number) =>
    (await t
      .em()
      .getConnection()
      .execute('select key, answer from write_receipts where judge_id = ? order by key', [
        judgeId,
      ])) as Array<{
      key: string;
      answer: unknown;
    }>;

  it('answers a retry with the first answer and leaves a later vote in place', async () => {
    const recipe = await approved();
    const judge = await judgeOf();
    const first = await send(judge, recipe.id, 'vote', GOOD_VOTE, 'offline-vote-0001');
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The judge changes their mind online; then the tablet sends the old vote again.
    const changed = await send(judge, recipe.id, 'vote', { ...GOOD_VOTE, creativity: 2 });
    expect(changed.status).toBe(200);
    const retry = await send(judge, recipe.id, 'vote', GOOD_VOTE, 'offline-vote-0001');
    expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(retry.body).toEqual(first.body);

    const votes = await votesOn(recipe);
    expect(votes).toHaveLength(1);
    expect(votes[0].creativity).toBe('2.0');
    expect((await receipts(judge.id)).map((row) => row.key)).toEqual(['offline-vote-0001']);
  });

  it('stores ten copies of a vote sent at once exactly once, and answers all ten alike', async () => {
    const recipe = await approved();
    const judge = await judgeOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(judge, recipe.id, 'vote', GOOD_VOTE, 'burst-key-42')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await votesOn(recipe)).toHaveLength(1);
    expect(await receipts(judge.id)).toHaveLength(1);
  });

  it('refuses the same key for another request, and a malformed key, changing nothing', async () => {
    const recipe = await approved();
    const judge = await judgeOf();
    await send(judge, recipe.id, 'vote', GOOD_VOTE, 'reused-key-1');
    const other = await send(judge, recipe.id, 'vote', { ...GOOD_VOTE, appearance: 1 }, 'reused-key-1');
    expect([other.status, other.body.message]).toEqual([422, RECEIPT_MESSAGES.otherRequest]);
    const asNote = await send(judge, recipe.id, 'note', { note: 'Too salty' }, 'reused-key-1');
    expect([asNote.status, asNote.body.message]).toEqual([422, RECEIPT_MESSAGES.otherRequest]);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon!']) {
      const response = await send(judge, recipe.id, 'note', { note: 'Too salty' }, bad);
      expect([bad, response.status, response.body.message]).toEqual([bad, 400, IDEMPOTENCY_KEY_MESSAGE]);
    }
    const [vote] = await votesOn(recipe);
    expect([vote.appearance, vote.note]).toEqual(['4.0', null]);
    expect(await receipts(judge.id)).toHaveLength(1);
  });

  it('keeps no receipt of a refused write: once the round opens again, the same key goes through', async () => {
    const recipe = await approved();
    const judge = await judgeOf();
    await settings({ first_round_open: false });
    try {
      const refused = await send(judge, recipe.id, 'note', { note: 'Crisp edges' }, 'closed-round-1');
      expect([refused.status, refused.body.message]).toEqual([
        403,
        JUDGING_MESSAGES.roundClosed('First round'),
      ]);
      expect(await receipts(judge.id)).toEqual([]);
    } finally {
      await settings({ first_round_open: true });
    }
    const accepted = await send(judge, recipe.id, 'note', { note: 'Crisp edges' }, 'closed-round-1');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ data: { note: 'Crisp edges' } });
    expect((await votesOn(recipe))[0].note).toBe('Crisp edges');
    expect(await receipts(judge.id)).toEqual([
      { key: 'closed-round-1', answer: { data: { note: 'Crisp edges' } } },
    ]);
  });

  it("keeps each judge's keys their own: another judge's same key is a write of theirs", async () => {
    const recipe = await approved();
    const [ana, ben] = [await judgeOf(), await judgeOf()];
    await send(ana, recipe.id, 'vote', GOOD_VOTE, 'shared-key-1');
    const bens = await send(ben, recipe.id, 'vote', { ...GOOD_VOTE, creativity: 1 }, 'shared-key-1');
    expect([bens.status, bens.headers['idempotent-replayed']]).toEqual([200, undefined]);
    const byJudge = new Map((await votesOn(recipe)).map((vote) => [vote.judge.id, vote.creativity]));
    expect(byJudge).toEqual(
      new Map([
        [ana.id, '4.5'],
        [ben.id, '1.0'],
      ]),
    );
  });

  describe('refused writes are kept for the admins', () => {
    const refusedRows = async (judgeId: number) =>
      (await t
        .em()
        .getConnection()
        .execute('select key, call, status, reason from refused_writes where judge_id = ? order by key', [
          judgeId,
        ])) as Array<{ key: string; call: string; status: number; reason: string }>;

    /** The refusal is kept once the answer is sent: wait for it to be there (or gone). */
    async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        const value = await read();
        if (done(value) || attempt === 50) return value;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    const adminsList = async () => {
      const admin = await signedInStaff(t, 'admin');
      const response = await inertiaVisit(t, admin.agent, '/admins/final');
      expect(response.status).toBe(200);
      return (response.body as { props: { refusedWrites: RefusedWriteProps[] } }).props.refusedWrites;
    };

    it('lists a vote refused after the round closed once per key, and forgets it when the key goes through', async () => {
      const recipe = await approved({ name: 'Refused trout tartare' });
      const judge = await judgeOf();
      await settings({ first_round_open: false });
      try {
        for (let attempt = 0; attempt < 2; attempt++) {
          const refused = await send(judge, recipe.id, 'vote', GOOD_VOTE, 'closed-vote-0001');
          expect(refused.status).toBe(403);
        }
        const rows = await eventually(
          () => refusedRows(judge.id),
          (found) => found.length > 0,
        );
        expect(rows).toEqual([
          {
            key: 'closed-vote-0001',
            call: 'vote',
            status: 403,
            reason: JUDGING_MESSAGES.roundClosed('First round'),
          },
        ]);
        const listed = (await adminsList()).filter((write) => write.recipe === 'Refused trout tartare');
        expect(listed).toEqual([
          expect.objectContaining({
            call: 'vote',
            round: 'First round',
            sent: 'Creativity 4.5, Appearance 4, Ingredients 3.5, Deployability 4, Profitability 5',
            reason: JUDGING_MESSAGES.roundClosed('First round'),
          }),
        ]);
      } finally {
        await settings({ first_round_open: true });
      }
      expect((await send(judge, recipe.id, 'vote', GOOD_VOTE, 'closed-vote-0001')).status).toBe(200);
      expect(
        await eventually(
          () => refusedRows(judge.id),
          (found) => found.length === 0,
        ),
      ).toEqual([]);
      expect((await adminsList()).filter((write) => write.recipe === 'Refused trout tartare')).toEqual([]);
    });

    it("keeps a disabled judge's note with that reason, and nothing of a write sent without a key", async () => {
      const recipe = await approved();
      const judge = await judgeOf();
      await settings({ first_round_open: false });
      try {
        expect((await send(judge, recipe.id, 'note', { note: 'Sent without a key' })).status).toBe(403);
      } finally {
        await settings({ first_round_open: true });
      }
      await t.em().getConnection().execute('update judges set is_active = false where id = ?', [judge.id]);
      const refused = await send(judge, recipe.id, 'note', { note: 'Needs more acid' }, 'disabled-note-01');
      expect(refused.status).toBe(401);
      const rows = await eventually(
        () => refusedRows(judge.id),
        (found) => found.length > 0,
      );
      expect(rows).toEqual([
        { key: 'disabled-note-01', call: 'note', status: 401, reason: DISABLED_JUDGE_REASON },
      ]);
      expect((await adminsList()).find((write) => write.sent === 'Needs more acid')).toEqual(
        expect.objectContaining({ call: 'note', reason: DISABLED_JUDGE_REASON }),
      );
      expect(await votesOn(recipe)).toEqual([]);
    });

    it("keeps a comment for the chef refused after the round closed, with the comment's text", async () => {
      const recipe = await approved({ name: 'Refused leek tart' });
      const judge = await judgeOf();
      await settings({ first_round_open: false });
      try {
        const refused = await send(
          judge,
          recipe.id,
          'comment',
          { comment: 'More salt' },
          'closed-comment-01',
        );
        expect(refused.status).toBe(403);
      } finally {
        await settings({ first_round_open: true });
      }
      const rows = await eventually(
        () => refusedRows(judge.id),
        (found) => found.length > 0,
      );
      expect(rows).toEqual([
        {
          key: 'closed-comment-01',
          call: 'comment',
          status: 403,
          reason: JUDGING_MESSAGES.roundClosed('First round'),
        },
      ]);
      expect((await adminsList()).find((write) => write.recipe === 'Refused leek tart')).toEqual(
        expect.objectContaining({ call: 'comment', sent: 'More salt' }),
      );
    });
  });
});
