import { MikroORM } from '@mikro-orm/postgresql';
import { createServer, type Server, type Socket } from 'node:net';
import { allowLongStatements, CLIENT_MARGIN_MS } from '../../src/database/bounded-client.js';
import { isDatabaseUnavailable } from '../../src/database/database-unavailable.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The bounds of the app's database connections (src/database/bounded-client.ts), with a short statement timeout: the
// server's own, raised for one transaction, and the client's, for a server that answers nothing. The server that
// answers nothing is a proxy in front of the run's shared server that stops passing bytes; the server is never paused.

const STATEMENT_MS = 300;
const CLIENT_BOUND_MS = STATEMENT_MS + CLIENT_MARGIN_MS;

/** A TCP proxy to `target` that can stop passing bytes either way (kept, in order, until it passes them again). */
class FreezingProxy {
  private frozen = false;
  private held: Array<() => void> = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly target: URL) {
    this.server = createServer((client) => {
      const upstream = new (client.constructor as typeof Socket)();
      upstream.connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      this.pass(client, upstream);
      this.pass(upstream, client);
    });
  }

  private pass(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      if (this.frozen) this.held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolveListen) => this.server.listen(0, '127.0.0.1', resolveListen));
    const address = this.server.address();
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(typeof address === 'object' && address ? address.port : 0);
    return url.toString();
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const send of this.held.splice(0)) send();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolveClose) => this.server.close(resolveClose));
  }
}

describe('the bounds of the app database connections', () => {
  let database: TestDatabase;
  let proxy: FreezingProxy;
  let proxyUrl: string;
  let orm: MikroORM;
  const bounded = (url: string) =>
    MikroORM.init(ormConfig(url, { min: 0, max: 1 }, { statementMs: STATEMENT_MS, acquireMs: 1000 }));

  const run = (text: string) => orm.em.getConnection().execute<Array<Record<string, unknown>>>(text);
  const backend = async () => (await run('select pg_backend_pid() as pid'))[0].pid as number;
  const failure = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = new FreezingProxy(new URL(database.url));
    proxyUrl = await proxy.listen();
    // One connection, so that each query shows whether the one before left it in use.
    orm = await bounded(proxyUrl);
  });

  afterAll(async () => {
    proxy.thaw();
    await orm.close(true);
    await proxy.close();
    await database.drop();
  });

  it('lets the server cancel a statement past its timeout, and keeps using the connection', async () => {
    const pid = await backend();
    const error = await failure(run('select pg_sleep(0.6)'));
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await backend()).toBe(pid);
  });

  it('raises both bounds for the rest of a transaction that allows long statements, and for it alone', async () => {
    const pid = await backend();
    await orm.em.fork().transactional(async (em) => {
      await allowLongStatements(em, 5000);
      // Longer than the server's usual timeout and the client's usual bound.
      await em.getConnection().execute('select pg_sleep(1)', [], 'all', em.getTransactionContext());
    });
    expect(await backend()).toBe(pid);
    expect(((await failure(run('select pg_sleep(0.6)'))) as { code?: string }).code).toBe('57014');
  });

  it('gives up on a server that answers nothing after its bound, and closes that connection rather than reuse it', async () => {
    const pid = await backend();
    proxy.freeze();
    const started = Date.now();
    const error = await failure(orm.em.fork().transactional(() => Promise.resolve()));
    const waited = Date.now() - started;
    proxy.thaw();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(CLIENT_BOUND_MS - 50);
    expect(waited).toBeLessThan(CLIENT_BOUND_MS + 2000);
    // Its `begin`, answered now, is left behind on the closed connection: the next query has a new one, outside any
    // transaction.
    expect(await backend()).not.toBe(pid);
    const [state] = await run('select now() = statement_timestamp() as fresh');
    expect(state.fresh).toBe(true);
  });

  it('gives up opening a connection to a server that answers nothing after the acquire timeout', async () => {
    // A pool of its own, with no connection open yet.
    const fresh = await bounded(proxyUrl);
    try {
      proxy.freeze();
      const started = Date.now();
      const error = await failure(fresh.em.getConnection().execute('select 1'));
      const waited = Date.now() - started;
      proxy.thaw();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(950);
      expect(waited).toBeLessThan(1000 + 2000);
      expect(await fresh.em.getConnection().execute('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      proxy.thaw();
      await fresh.close(true);
    }
  });
});
