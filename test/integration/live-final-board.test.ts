import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { FinalBoardEvents } from '../../src/judging/final/final-board-events.js';
import type {
  AdminFinalBoardPageProps,
  BoardLinkResponse,
  BoardSnapshot,
  DisplayBoardPageProps,
} from '@shared/judging/final-board.props.js';
import type { Recipe } from '../../src/recipes/recipe.entity.js';
import { inertiaVisit, visitPage, XHR } from '../support/inertia.js';
import { GOOD_VOTE } from '../support/judging.js';
import {
  appSuite,
  type SignedInStaff,
  signedInStaff,
  startTestApp,
  type TestApp,
} from '../support/test-app.js';

/** A Server-Sent Events stream read as raw text, event by event. */
class EventReader {
  raw = '';
  private readonly events: BoardSnapshot[] = [];
  private wake: (() => void) | null = null;
  ended = false;

  private constructor(private readonly res: IncomingMessage) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      this.raw += chunk;
      for (const block of chunk.split('\n\n')) {
        const data = /^data: (.*)$/m.exec(block);
        if (data) this.events.push(JSON.parse(data[1]) as BoardSnapshot);
      }
      this.wake?.();
    });
    res.on('close', () => {
      this.ended = true;
      this.wake?.();
    });
  }

  static open(url: string, cookie = ''): Promise<{ status: number; reader: EventReader }> {
    return new Promise((resolve, reject) => {
      get(url, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', cookie } }, (res) =>
        resolve({ status: res.statusCode ?? 0, reader: new EventReader(res) }),
      ).on('error', reject);
    });
  }

  get contentType(): string {
    return String(this.res.headers['content-type']);
  }

  /** The next event, within `ms`. */
  async next(ms = 1000): Promise<BoardSnapshot> {
    const until = Date.now() + ms;
    while (this.events.length === 0) {
      if (this.ended) throw new Error('The stream ended');
      const left = until - Date.now();
      if (left <= 0) throw new Error(`No event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.events.shift()!;
  }

  /** Resolves once the server has ended the stream, within `ms`. */
  async closed(ms = 2000): Promise<void> {
    const until = Date.now() + ms;
    while (!this.ended && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!this.ended) throw new Error('The stream is still open');
  }

  close(): void {
    this.res.destroy();
  }
}

/** The cookies a signed-in supertest agent sends, for a request made without it. */
function cookieOf(agent: TestAgent): string {
  const { jar } = agent as unknown as {
    jar: { getCookies(access: object): Array<{ toValueString(): string }> };
  };
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((cookie) => cookie.toValueString())
    .join('; ');
}

async function listening(t: TestApp): Promise<string> {
  if (!t.server.listening) await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
}

const NAMES = ['Ana', 'Bruno', 'Chloe'];
const RECIPES = ['Saffron risotto', 'Smoked trout', 'Chocolate tart'];

/** Nothing that would give a result away: no name, no recipe, no score, no place. */
function expectNothingOfResults(text: string) {
  for (const word of [...NAMES, 'Finalist', ...RECIPES, 'ranking', 'place', 'points', 'contestant'])
    expect(text).not.toContain(word);
  // GOOD_VOTE's total (21) or mean would be a score.
  expect(text).not.toMatch(/21(\.0)?[,}]/);
}

describe('Live final: the results board', () => {
  const t = appSuite({ settings: { second_round_open: true, blind_judging: true } });
  let origin: string;
  let admin: SignedInStaff;
  let judges: SignedInStaff[];
  let finalists: Recipe[];
  let link: string;
  const streams: EventReader[] = [];

  const post = (who: SignedInStaff, path: string, body: Record<string, unknown> = {}) =>
    who.agent
      .post(path)
      .set(XHR)
      .send({ csrf: who.csrf, ...body });
  const vote = (judge: SignedInStaff, recipe: Recipe) =>
    post(judge, `/judges/dashboard/recipe/${recipe.id}/vote`, GOOD_VOTE);
  const open = async (path: string, cookie = '') => {
    const opened = await EventReader.open(`${origin}${path}`, cookie);
    streams.push(opened.reader);
    return opened;
  };
  const adminStream = async () => (await open('/admins/final/board/events', cookieOf(admin.agent))).reader;
  const screenStream = async () => (await open(`${link}/events`)).reader;
  const adminPage = async () => {
    const response = await inertiaVisit(t, admin.agent, '/admins/final/board');
    expect([response.status, response.body.component]).toEqual([200, 'admins/final/board']);
    return response.body.props as AdminFinalBoardPageProps;
  };

  beforeAll(async () => {
    origin = await listening(t);
    admin = await signedInStaff(t, 'admin');
    judges = [await signedInStaff(t, 'judge'), await signedInStaff(t, 'judge')];
    await t
      .em()
      .getConnection()
      .execute(`update judges set stage = 'second' where id in (?, ?)`, [judges[0].id, judges[1].id]);
    finalists = [];
    for (const [i, name] of NAMES.entries())
      finalists.push(
        await t.factory.newSubmittedRecipe({
          status: 'approved',
          isFinalist: true,
          isSecondComplete: true,
          contestantName: name,
          contestantLastname: 'Finalist',
          name: RECIPES[i],
        }),
      );
    expect(
      (await post(admin, '/admins/final/live', { live_final: true, loaded_live_final: false })).status,
    ).toBe(200);
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('makes the venue screen a link of its own, shown once and kept only as a hash; audited, admins only', async () => {
    expect((await post(judges[0], '/admins/final/board/link')).status).toBe(403);
    const made = await post(admin, '/admins/final/board/link');
    expect(made.status).toBe(200);
    link = (made.body as BoardLinkResponse).data.url!;
    expect(link).toMatch(/^\/final\/board\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t
      .em()
      .getConnection()
      .execute<Array<{ token_hash: string }>>('select token_hash from final_board');
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(link.split('/').pop());
    expect(await t.em().fork().count(AuditEntry, { action: 'final.board_link' })).toBe(1);
    expect((await adminPage()).displayLinkSince).not.toBeNull();
    // No sign-in: a visitor with the link sees the board.
    const page = await visitPage<DisplayBoardPageProps>(t.agent(), link);
    expect(page.component).toBe('display/final-board');
    expect(page.props.board.state).toBe('progress');
  });

  it('before release, shows progress only — by judge number and plate code — in the props and the stream', async () => {
    expect((await vote(judges[0], finalists[0])).status).toBe(200);
    const display = await visitPage<DisplayBoardPageProps>(t.agent(), link);
    const admins = await adminPage();
    for (const board of [display.props.board, admins.board]) {
      expect(board).toMatchObject({ state: 'progress', total: { scored: 1, expected: 6 } });
      if (board.state !== 'progress') throw new Error('not progress');
      expect(board.judges.map((judge) => judge.label)).toEqual(['Judge 1', 'Judge 2']);
      expect(board.plates.map((plate) => plate.code).every((code) => /^\d{3}$/.test(code))).toBe(true);
      expect(board.plates.map((plate) => plate.scored).sort()).toEqual([0, 0, 1]);
    }
    expectNothingOfResults(JSON.stringify(display.props));
    expectNothingOfResults(JSON.stringify(admins.board));
    const stream = await screenStream();
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toMatchObject({ state: 'progress', total: { scored: 1 } });
    expectNothingOfResults(stream.raw);
  });

  it('sends each final-round score to the screen and the admin within a second, and nothing of the score', async () => {
    const [screen, admins] = [await screenStream(), await adminStream()];
    await screen.next();
    await admins.next();
    const cast = Date.now();
    expect((await vote(judges[1], finalists[0])).status).toBe(200);
    const seen = await screen.next(1000);
    expect(Date.now() - cast).toBeLessThan(1000);
    expect(seen).toMatchObject({ state: 'progress', total: { scored: 2, expected: 6 } });
    expect(await admins.next(1000)).toEqual(seen);
    expect((await vote(judges[0], finalists[1])).status).toBe(200);
    expect(await screen.next(1000)).toMatchObject({ total: { scored: 3 } });
    expectNothingOfResults(screen.raw);
    expectNothingOfResults(admins.raw);
  });

  it('releases and hides the results: admins only, each audited, and every stream follows', async () => {
    const screen = await screenStream();
    await screen.next();
    for (const path of ['/admins/final/board/release', '/admins/final/board/hide']) {
      expect((await post(judges[0], path)).status).toBe(403);
      expect((await t.agent().post(path).set(XHR).send({})).status).not.toBe(200);
    }
    expect(screen.raw).not.toContain('released');

    const released = await post(admin, '/admins/final/board/release');
    expect(released.body).toEqual({ data: { released: true } });
    const board = await screen.next(1000);
    if (board.state !== 'released') throw new Error(`not released: ${board.state}`);
    // From the winner down; finalists[0] has two votes of 21, finalists[1] one; finalists[2] none, so no place. Their
    // means tie: the default tie-break's first rule, the highest tasting total (42 against 21), places them.
    expect(board.ranking.map((row) => [row.place, row.contestant, row.points, row.tieBrokenBy])).toEqual([
      [1, 'Ana Finalist', 21, 'Highest tasting total'],
      [2, 'Bruno Finalist', 21, 'Highest tasting total'],
    ]);
    expect(board.ranking.every((row) => /^\d{3}$/.test(row.code ?? ''))).toBe(true);
    expect((await adminPage()).released).toBe(true);
    // Pressed again: nothing more is logged.
    await post(admin, '/admins/final/board/release');
    expect(await t.em().fork().count(AuditEntry, { action: 'final.results_released' })).toBe(1);

    expect((await post(admin, '/admins/final/board/hide')).body).toEqual({ data: { released: false } });
    expect(await screen.next(1000)).toMatchObject({ state: 'progress' });
    const hidden = await t.em().fork().findOneOrFail(AuditEntry, { action: 'final.results_hidden' });
    expect([hidden.adminEmail, hidden.before, hidden.after]).toEqual([
      admin.email,
      { released: true },
      { released: false },
    ]);
    const page = await visitPage<DisplayBoardPageProps>(t.agent(), link);
    expectNothingOfResults(JSON.stringify(page.props));
  });

  it("keeps the admins' page and stream to admins", async () => {
    expect((await inertiaVisit(t, judges[0].agent, '/admins/final/board')).status).not.toBe(200);
    const { status } = await open('/admins/final/board/events', cookieOf(judges[0].agent));
    expect(status).not.toBe(200);
    expect((await open('/admins/final/board/events')).status).not.toBe(200);
  });

  it('a link turned off, or replaced, answers 404 and its open screens are closed', async () => {
    expect((await t.agent().get('/final/board/not-a-token')).status).toBe(404);
    const screen = await screenStream();
    await screen.next();
    const replaced = await post(admin, '/admins/final/board/link');
    const fresh = (replaced.body as BoardLinkResponse).data.url!;
    expect(fresh).not.toBe(link);
    await screen.closed();
    expect((await t.agent().get(link)).status).toBe(404);
    expect((await open(`${link}/events`)).status).toBe(404);
    link = fresh;
    const current = await screenStream();
    await current.next();

    expect((await post(judges[0], '/admins/final/board/link/revoke')).status).toBe(403);
    expect((await post(admin, '/admins/final/board/link/revoke')).body).toEqual({ data: { url: null } });
    await current.closed();
    expect((await t.agent().get(link)).status).toBe(404);
    expect((await open(`${link}/events`)).status).toBe(404);
    expect(await t.em().fork().count(AuditEntry, { action: 'final.board_link_revoked' })).toBe(1);
    expect((await adminPage()).displayLinkSince).toBeNull();
  });

  it('forgets a screen that goes away', async () => {
    link = (await post(admin, '/admins/final/board/link')).body.data.url as string;
    const events = t.running.app.get(FinalBoardEvents);
    const before = events.size;
    const screen = await screenStream();
    await screen.next();
    expect(events.size).toBe(before + 1);
    screen.close();
    const until = Date.now() + 2000;
    while (events.size > before && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.size).toBe(before);
  });

  it('two copies of the app on one database: a score cast through one reaches a screen on the other within a second', async () => {
    const other = await startTestApp({ database: t.database });
    try {
      const otherOrigin = await listening(other);
      const opened = await EventReader.open(`${otherOrigin}${link}/events`);
      streams.push(opened.reader);
      expect(opened.status).toBe(200);
      const before = await opened.reader.next();
      const cast = Date.now();
      expect((await vote(judges[1], finalists[2])).status).toBe(200);
      const after = await opened.reader.next(1000);
      expect(Date.now() - cast).toBeLessThan(1000);
      expect([before, after].map((board) => (board.state === 'off' ? null : board.total.scored))).toEqual([
        3, 4,
      ]);
      opened.reader.close();
    } finally {
      await other.close();
    }
  });
});
