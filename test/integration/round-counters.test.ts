import type { AdminDashboardPageProps } from '@shared/admin/admin-core.props.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { JudgeDashboardPageProps, JudgeVotePageProps } from '@shared/judging/judging.props.js';
import { costStanding } from '@shared/judging/judging-rules.js';
import { toCostComparison } from '../../src/judging/judging.props-mapper.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { signInAs, startTestApp, type TestApp } from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';

type Agent = ReturnType<TestApp['agent']>;
type Stage = 'first' | 'second';
const VOTE = { creativity: 4.5, appearance: 4, ingredients: 3.5, profitability: 5, deployability: 4 };

/** Membership of a round as the judges' pages define it (JudgingRoundQueries' MEMBERS), counted from scratch. */
const MEMBER: Record<Stage, string> = {
  first: 'u.is_active and r.is_complete and r.is_approved = 1',
  second: 'u.is_active and u.is_finalist and r.is_2nd_complete',
};

/**
 * The counts the triggers keep (Migration20261124130000: `round_sizes`, `judge_round_votes`), checked against the
 * same counts made from every row after each kind of change, and the pages that read them (the judge's progress on
 * the list and the vote page, the vote's answer, the admins' dashboard) against the judge's share counted from
 * scratch, conflicts and assignments included.
 */
describe('Round sizes and judges’ counts kept by triggers (issue 13)', () => {
  let t: TestApp;
  let admin: Agent;
  const sql = <T extends object[] = Array<Record<string, unknown>>>(text: string, params: unknown[] = []) =>
    t.em().getConnection().execute<T>(text, params);

  beforeAll(async () => {
    t = await startTestApp();
    await sql('update contest_settings set first_round_open = true, second_round_open = true where id = 1');
    t.running.app.get(ContestSettingsService).forget();
    admin = t.agent();
    await signInAs(admin, 'admin', (await t.factory.newAdmin()).id);
  });
  afterAll(() => t.close());

  const page = <P>(agent: Agent, path: string) =>
    inertiaVisit(t, agent, path).then((response) => {
      expect(response.status).toBe(200);
      return response.body.props as P;
    });

  /** The kept counts equal the counts made from every row. */
  async function expectKeptCountsRight() {
    const sizes = await sql<Array<{ stage: Stage; recipes: number }>>(
      'select stage, recipes from round_sizes order by stage',
    );
    const counted = [];
    for (const stage of ['first', 'second'] as const) {
      const [row] = await sql<Array<{ recipes: number }>>(
        `select count(*)::int as recipes from recipes r join users u on u.id = r.user_id where ${MEMBER[stage]}`,
      );
      counted.push({ stage, recipes: row.recipes });
    }
    expect(sizes).toEqual(counted);
    const kept = await sql(
      'select judge_id, stage, voted from judge_round_votes where voted <> 0 order by judge_id, stage',
    );
    const fromVotes = await sql(
      `select v.judge_id, v.stage, count(*)::int as voted from votes v join recipes r on r.id = v.recipe_id
         join users u on u.id = r.user_id
       where v.creativity is not null and ((v.stage = 'first' and ${MEMBER.first})
         or (v.stage = 'second' and ${MEMBER.second}))
       group by v.judge_id, v.stage order by v.judge_id, v.stage`,
    );
    expect(kept).toEqual(fromVotes);
    expect(await sql('select * from judge_round_votes where voted < 0')).toEqual([]);
  }

  /** A judge's share of their round counted from scratch: less conflicts, only assigned recipes while assigned. */
  async function shareOf(judgeId: number, stage: Stage): Promise<{ voted: number; total: number }> {
    const assigned =
      stage === 'first'
        ? `and ((select judges_per_recipe from assignment_settings) is null
             or exists (select 1 from judge_assignments a where a.judge_id = ${judgeId} and a.recipe_id = r.id))`
        : '';
    const [row] = await sql<Array<{ voted: number; total: number }>>(
      `select count(v.id)::int as voted, count(*)::int as total
       from recipes r join users u on u.id = r.user_id
         left join votes v on v.recipe_id = r.id and v.judge_id = ? and v.stage = ? and v.creativity is not null
       where ${MEMBER[stage]} ${assigned}
         and r.user_id not in (select user_id from judge_conflict_pairs where judge_id = ?)`,
      [judgeId, stage, judgeId],
    );
    return row;
  }

  interface Judge {
    id: number;
    stage: Stage;
    agent: Agent;
    csrf: string;
  }

  async function judgeOf(stage: Stage = 'first', email?: string): Promise<Judge> {
    const judge = await t.factory.newJudge({ stage, email });
    const agent = t.agent();
    return { id: judge.id, stage, agent, csrf: await signInAs(agent, 'judge', judge.id) };
  }

  /** Every count right, and every judge's pages show their share as counted from scratch. */
  async function expectEverythingRight(judges: Judge[]) {
    await expectKeptCountsRight();
    for (const judge of judges) {
      const share = await shareOf(judge.id, judge.stage);
      const list = await page<JudgeDashboardPageProps>(judge.agent, '/judges/dashboard');
      expect({ judge: judge.id, ...list.progress }).toEqual({ judge: judge.id, ...share });
      expect(list.counts).toEqual({
        all: share.total,
        voted: share.voted,
        'not-voted': share.total - share.voted,
      });
      const first = list.recipes[0];
      if (first) {
        const vote = await page<JudgeVotePageProps>(judge.agent, `/judges/dashboard/recipe/${first.id}/vote`);
        expect(vote.progress).toEqual(share);
        expect(vote.total).toBe(share.total);
        expect(vote.position).toBe(1);
      }
    }
    const dashboard = await page<AdminDashboardPageProps>(admin, '/admins/dashboard');
    for (const stage of ['first', 'second'] as const) {
      const [row] = await sql<Array<{ judges: number; recipes: number; cast: number }>>(
        `select (select count(*)::int from judges where is_active and stage = ?) as judges,
           (select count(*)::int from recipes r join users u on u.id = r.user_id where ${MEMBER[stage]}) as recipes,
           (select count(*)::int from votes v join judges j on j.id = v.judge_id and j.is_active and j.stage = ?
              join recipes r on r.id = v.recipe_id join users u on u.id = r.user_id
            where v.stage = ? and v.creativity is not null and ${MEMBER[stage]}) as cast`,
        [stage, stage, stage],
      );
      expect(dashboard.rounds.find((round) => round.stage === stage)).toMatchObject(row);
    }
  }

  const vote = (judge: Judge, recipeId: number) =>
    judge.agent
      .post(`/judges/dashboard/recipe/${recipeId}/vote`)
      .set(XHR)
      .send({ csrf: judge.csrf, ...VOTE });

  it('stay right through votes, notes, approvals, disabled contestants, finalists, conflicts, assignments and deletions', async () => {
    const recipes: Recipe[] = [];
    for (let index = 0; index < 5; index++) {
      const recipe = await t.factory.newSubmittedRecipe({ status: 'approved', name: `Counted ${index + 1}` });
      await sql('update recipes set submitted_at = now() + make_interval(secs => ?) where id = ?', [
        index,
        recipe.id,
      ]);
      recipes.push(recipe);
    }
    const [a, b, c, d, e] = recipes;
    const pending = await t.factory.newSubmittedRecipe({ status: 'pending' });
    const final = await t.factory.newSubmittedRecipe({
      status: 'approved',
      isSecondComplete: true,
      isFinalist: true,
    });
    const one = await judgeOf('first');
    const two = await judgeOf('first');
    const finalJudge = await judgeOf('second');
    const judges = [one, two, finalJudge];
    await expectEverythingRight(judges);

    // Votes through the vote page: the answer's count is the judge's share.
    for (const recipe of [a, b, c]) {
      const response = await vote(one, recipe.id);
      expect(response.status).toBe(200);
    }
    const answer = await vote(two, a.id);
    expect(answer.body).toMatchObject({ voted: 1, total: 6 });
    expect((await vote(finalJudge, final.id)).status).toBe(200);
    // A note alone is no vote; a vote replaced keeps one; a note on a voted recipe changes nothing.
    expect(
      (
        await two.agent
          .post(`/judges/dashboard/recipe/${b.id}/note`)
          .set(XHR)
          .send({ csrf: two.csrf, note: 'Promising' })
      ).status,
    ).toBeLessThan(300);
    expect((await vote(one, a.id)).status).toBe(200);
    await sql(`update votes set note = 'Second thoughts' where judge_id = ? and recipe_id = ?`, [
      one.id,
      a.id,
    ]);
    await expectEverythingRight(judges);

    // A note row becoming a vote, a vote becoming incomplete, a vote on a recipe outside the round, in one statement.
    await sql(
      `update votes set creativity = 3, appearance = 3, ingredients = 3, profitability = 5, deployability = 3
               where judge_id = ? and recipe_id = ?`,
      [two.id, b.id],
    );
    await sql(
      `update votes set creativity = null, appearance = null, ingredients = null, profitability = null,
       deployability = null where judge_id = ? and recipe_id = ?`,
      [one.id, c.id],
    );
    await sql(
      `insert into votes (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
         deployability, voted_at, created_at, updated_at)
       values (?, ?, 'first', 4, 4, 4, 5, 4, now(), now(), now()), (?, ?, 'first', 4, 4, 4, 5, 4, now(), now(), now())`,
      [two.id, pending.id, two.id, d.id],
    );
    await expectEverythingRight(judges);

    // Approval: the pending recipe (with a vote) enters the round; a voted one leaves it and comes back.
    await sql('update recipes set is_approved = 1 where id = ?', [pending.id]);
    await sql('update recipes set is_approved = 2 where id = ?', [a.id]);
    await expectEverythingRight(judges);
    await sql('update recipes set is_approved = 1 where id = ?', [a.id]);
    await expectEverythingRight(judges);

    // A contestant disabled and enabled again; a finalist unmarked and marked again.
    await sql('update users set is_active = false where id = (select user_id from recipes where id = ?)', [
      b.id,
    ]);
    await expectEverythingRight(judges);
    await sql('update users set is_active = true where id = (select user_id from recipes where id = ?)', [
      b.id,
    ]);
    await sql('update users set is_finalist = false where id = (select user_id from recipes where id = ?)', [
      final.id,
    ]);
    await expectEverythingRight(judges);
    await sql('update users set is_finalist = true where id = (select user_id from recipes where id = ?)', [
      final.id,
    ]);
    // Several contestants at once (one statement), the way a bulk change would.
    await sql(
      'update users set is_active = false where id in (select user_id from recipes where id in (?, ?))',
      [a.id, d.id],
    );
    await expectEverythingRight(judges);
    await sql(
      'update users set is_active = true where id in (select user_id from recipes where id in (?, ?))',
      [a.id, d.id],
    );
    await expectEverythingRight(judges);

    // A conflict of interest (declared) leaves the contestant's recipe out of the judge's share, not out of the round.
    const contestantOfB = (
      await sql<Array<{ user_id: number }>>('select user_id from recipes where id = ?', [b.id])
    )[0].user_id;
    await sql(
      `insert into judge_conflicts (judge_id, user_id, reason, created_at) values (?, ?, 'Cousin', now())`,
      [one.id, contestantOfB],
    );
    await expectEverythingRight(judges);
    expect((await shareOf(one.id, 'first')).total).toBe(6);

    // Assignment: only the assigned recipes are the judge's share.
    await sql('update assignment_settings set judges_per_recipe = 1 where id = 1');
    await sql(`insert into judge_assignments (judge_id, recipe_id) values (?, ?), (?, ?), (?, ?), (?, ?)`, [
      one.id,
      a.id,
      one.id,
      e.id,
      two.id,
      b.id,
      two.id,
      d.id,
    ]);
    await expectEverythingRight(judges);
    expect(await shareOf(one.id, 'first')).toEqual({ voted: 1, total: 2 });
    await sql('delete from judge_assignments where judge_id in (?, ?)', [one.id, two.id]);
    await sql('update assignment_settings set judges_per_recipe = null where id = 1');
    await sql('delete from judge_conflicts where judge_id = ?', [one.id]);

    // Votes deleted: one by one, with their judge, and with their recipe (whose round is gone with it).
    await sql('delete from votes where judge_id = ? and recipe_id = ?', [one.id, b.id]);
    await expectEverythingRight(judges);
    await sql('delete from recipes where id = ?', [d.id]);
    await expectEverythingRight(judges);
    await sql('delete from users where id = (select user_id from recipes where id = ?)', [a.id]);
    await expectEverythingRight(judges);
    await sql('delete from judges where id = ?', [two.id]);
    await expectEverythingRight(judges.filter((judge) => judge !== two));
  });

  it('stays right when votes and a change of the round happen at once', async () => {
    const judges = await Promise.all([1, 2, 3, 4, 5, 6].map(() => judgeOf('first')));
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const other = await t.factory.newSubmittedRecipe({ status: 'approved' });
    // Each judge votes on its own connection while the recipe leaves the round and its contestant is disabled.
    const casting = judges.map((judge) => vote(judge, recipe.id));
    const changing = [
      sql('update recipes set is_approved = 2 where id = ?', [recipe.id]),
      sql('update users set is_active = false where id = (select user_id from recipes where id = ?)', [
        other.id,
      ]),
      sql('update recipes set is_approved = 1 where id = ?', [recipe.id]),
    ];
    const answers = await Promise.all([...casting, ...changing]);
    for (const answer of answers.slice(0, judges.length))
      expect((answer as { status: number }).status).toBeLessThan(500);
    await expectKeptCountsRight();
  });

  it('gives the vote page the cost comparison of the whole round', async () => {
    const judge = await judgeOf('first');
    // Four more costs (an even count in all: the median is the mean of the middle two).
    for (const quantity of ['0.2', '0.9', '1.3', '2'])
      await t.factory.newSubmittedRecipe({
        status: 'approved',
        ingredients: [{ ingredient: 'Short rib', measure: 'Pound', quantity, cost_unit: '4.37' }],
      });
    const [row] = await sql<Array<{ id: number; cost: string }>>(
      `select r.id, r.cost_thousandths as cost from recipes r join users u on u.id = r.user_id where ${MEMBER.first}
       order by r.id limit 1`,
    );
    const costs = await sql<Array<{ cost: string }>>(
      `select r.cost_thousandths as cost from recipes r join users u on u.id = r.user_id where ${MEMBER.first}`,
    );
    const props = await page<JudgeVotePageProps>(judge.agent, `/judges/dashboard/recipe/${row.id}/vote`);
    const own = Number(row.cost);
    expect(props.cost).toEqual(
      toCostComparison(
        own,
        costStanding(
          own,
          costs.map((cost) => Number(cost.cost)),
        ),
        null,
      ),
    );
  });
});
