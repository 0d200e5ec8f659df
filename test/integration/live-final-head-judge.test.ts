import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { HEAD_JUDGE_MESSAGES, JudgesService } from '../../src/auth/judges.service.js';
import { LIVE_FINAL_MESSAGES } from '../../src/judging/final/live-final.service.js';
import type { AdminLiveFinalPageProps } from '@shared/admin/live-final.props.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { appSuite, type SignedInStaff, signedInStaff } from '../support/test-app.js';

describe('Live final: the head judge', () => {
  const t = appSuite({ settings: { second_round_open: true } });
  let admin: SignedInStaff;
  let ada: number;
  let bea: number;
  let firstRound: number;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'admin');
    ada = (await t.factory.newJudge({ stage: 'second' })).id;
    bea = (await t.factory.newJudge({ stage: 'second' })).id;
    firstRound = (await t.factory.newJudge({ stage: 'first' })).id;
  });

  const mark = (judgeId: unknown, head: unknown, loaded: unknown) =>
    admin.agent
      .post('/admins/final/head-judge')
      .set(XHR)
      .send({ csrf: admin.csrf, judge_id: judgeId, head_judge: head, loaded_head_judge_id: loaded });
  const page = async () =>
    (await inertiaVisit(t, admin.agent, '/admins/final')).body.props as AdminLiveFinalPageProps;
  const headJudgeId = () => t.running.app.get(JudgesService).headJudgeId();
  const entries = () =>
    t
      .em()
      .fork()
      .find(AuditEntry, { action: 'final.head_judge' }, { orderBy: { id: 'asc' } });

  it('lists the enabled final-round judges on the live final page, none marked at first', async () => {
    const props = await page();
    const ids = props.finalJudges.map((judge) => judge.id);
    expect(ids).toEqual(expect.arrayContaining([ada, bea]));
    expect(ids).not.toContain(firstRound);
    expect(props.headJudgeId).toBeNull();
    expect(await headJudgeId()).toBeNull();
  });

  it('marks a final-round judge, audited; marking another moves the mark; the same request again changes nothing', async () => {
    const first = await mark(ada, true, null);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { headJudgeId: ada } });
    expect(await t.running.app.get(JudgesService).isHeadJudge(ada)).toBe(true);
    expect((await page()).finalJudges.find((judge) => judge.id === ada)?.headJudge).toBe(true);

    const moved = await mark(bea, true, ada);
    expect(moved.body).toEqual({ data: { headJudgeId: bea } });
    expect(await headJudgeId()).toBe(bea);

    // A retry of the same request (the page showed Ada, now it is Bea): stale, refused, nothing changes.
    const retry = await mark(bea, true, ada);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(LIVE_FINAL_MESSAGES.headJudgeChanged);
    const same = await mark(bea, true, bea);
    expect(same.body).toEqual({ data: { headJudgeId: bea } });

    const logged = await entries();
    expect(logged.map((entry) => [entry.subjectId, entry.before, entry.after, entry.adminEmail])).toEqual([
      [ada, { headJudge: false }, { headJudge: true }, admin.email],
      [bea, { headJudge: false, replaced: ada }, { headJudge: true }, admin.email],
    ]);
  });

  it('refuses a first-round judge, an unknown judge and bad input, changing nothing', async () => {
    const refused = await mark(firstRound, true, bea);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(HEAD_JUDGE_MESSAGES.notFinalRound);
    expect((await mark(99999999, true, bea)).status).toBe(404);
    for (const [judgeId, head, loaded] of [
      [null, true, bea],
      [ada, 'maybe', bea],
      [ada, true, 'someone'],
      [ada, true, undefined],
    ])
      expect((await mark(judgeId, head, loaded)).status).toBe(422);
    expect(await headJudgeId()).toBe(bea);
    expect(await entries()).toHaveLength(2);
  });

  it('moved to the first round or disabled, the head judge is unmarked in the same save, logged with it', async () => {
    const save = (fields: Record<string, unknown>) =>
      admin.agent
        .post(`/admins/judges/update/${bea}`)
        .set(XHR)
        .send({
          csrf: admin.csrf,
          name: 'Julia',
          lastname: 'Judge',
          email: `bea-${bea}@example.com`,
          typelogin: 'sso',
          stage: 'second',
          is_active: true,
          ...fields,
        });
    expect((await save({ is_active: false })).status).toBe(200);
    expect(await headJudgeId()).toBeNull();
    const update = await t
      .em()
      .fork()
      .findOne(AuditEntry, { action: 'judge.update', subjectId: bea }, { orderBy: { id: 'desc' } });
    expect(update?.before).toMatchObject({ headJudge: true, isActive: true });
    expect(update?.after).toMatchObject({ headJudge: false, isActive: false });

    expect((await save({})).status).toBe(200);
    expect((await mark(bea, true, null)).status).toBe(200);
    expect((await save({ stage: 'first' })).status).toBe(200);
    expect(await headJudgeId()).toBeNull();
  });

  it('unmarks the head judge', async () => {
    expect((await mark(ada, true, null)).status).toBe(200);
    const unmarked = await mark(ada, false, ada);
    expect(unmarked.body).toEqual({ data: { headJudgeId: null } });
    expect(await headJudgeId()).toBeNull();
    expect((await page()).finalJudges.every((judge) => !judge.headJudge)).toBe(true);
  });
});
