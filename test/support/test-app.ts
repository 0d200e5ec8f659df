import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp, type CreateAppOptions, type RunningApp } from '../../src/app.factory.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { createTestDatabase, TEST_DIR, type TestDatabase } from './test-database.js';
import { setContestSettings, type ContestSettingsColumns } from './contest-settings.js';
import { Factory } from './factory.js';
import { late } from './late.js';
import { SessionProbeModule } from './session-probe.js';
import type { TestSmtpServer } from './smtp-server.js';

export interface TestApp {
  running: RunningApp;
  database: TestDatabase;
  server: ReturnType<RunningApp['app']['getHttpServer']>;
  /** A fresh entity manager for reading what a request stored. */
  em(): EntityManager;
  factory: Factory;
  /** A browser-like client that keeps cookies. */
  agent(): TestAgent;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  imports?: ModuleMetadata['imports'];
  /** Reuse a database (a second copy of the app on the same data). */
  database?: TestDatabase;
  /** Replaces providers of the app, e.g. `(module) => module.overrideProvider(MailTransport).useValue(failing)`. */
  override?: (module: TestingModuleBuilder) => TestingModuleBuilder;
  /** Where the app's log lines go instead of standard output (with `config.logLevel` to choose which). */
  logDestination?: CreateAppOptions['logDestination'];
}

/** The whole app on a fresh database of its own, with storage in a temporary folder and no mail worker. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const storageDir = mkdtempSync(join(tmpdir(), 'rc-storage-'));
  const running = await createApp({
    databaseUrl: database.url,
    logger: ['error'],
    logDestination: options.logDestination,
    imports: [SessionProbeModule, ...(options.imports ?? [])],
    // The app as @nestjs/testing compiles it: the same modules, with the providers a test replaces.
    buildApp: async (rootModule, appOptions) => {
      const builder = Test.createTestingModule({ imports: [rootModule] });
      const moduleRef = await (options.override?.(builder) ?? builder).compile();
      return moduleRef.createNestApplication<NestExpressApplication>(appOptions);
    },
    config: {
      env: 'test',
      appKey: 'test-key-0123456789-0123456789-0123456789',
      buildDir: resolve(TEST_DIR, 'fake-build'),
      storageDir,
      mailWorker: false,
      deadlinesJob: false,
      // No nightly backups unless a test asks for them, whatever the shell's BACKUP_DIR.
      backup: { dir: null, keep: 7 },
      smtpUrl: null,
      // Many apps run at once: none serves metrics unless its test asks for a port (port 0: a free one).
      metrics: null,
      ...options.config,
    },
  });
  const server = running.app.getHttpServer();
  const em = () => running.em.fork();
  return {
    running,
    database,
    server,
    em,
    factory: new Factory(em),
    agent: () => request.agent(server),
    async close() {
      await running.close();
      if (!options.database) await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export interface AppSuiteOptions extends TestAppOptions {
  /** The contest settings the file's tests run under. */
  settings?: ContestSettingsColumns;
  /** A mail server the app sends to: started before the app (which needs its address), stopped after it. */
  smtp?: TestSmtpServer;
}

/**
 * The app for one describe, on a database of its own: started before its tests, closed after them. The answer stands
 * for the app where the describe starts (see late.ts).
 */
export function appSuite(options: AppSuiteOptions = {}): TestApp {
  const { settings, smtp, ...appOptions } = options;
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (smtp) await smtp.start();
    t = await startTestApp(
      smtp ? { ...appOptions, config: { smtpUrl: smtp.url, ...appOptions.config } } : appOptions,
    );
    if (settings) await setContestSettings(t, settings);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  return late(() => t!);
}

/** A registered contestant, signed in on a fresh agent. */
export async function signedInContestant(
  t: TestApp,
  fields: Parameters<Factory['newRegisteredContestant']>[0] = {},
) {
  return signedInOn(t.agent(), await t.factory.newRegisteredContestant(fields));
}

/** A contestant who has not registered yet, signed in on a fresh agent. */
export async function signedInNewcomer(t: TestApp, fields: Parameters<Factory['newContestant']>[0] = {}) {
  return signedInOn(t.agent(), await t.factory.newContestant(fields));
}

/** A new admin or judge, signed in on a fresh agent through the test route (see `signInAs`). */
export async function signedInStaff(
  t: TestApp,
  audience: 'admin' | 'judge',
  fields: { email?: string } = {},
) {
  const account = audience === 'admin' ? await t.factory.newAdmin(fields) : await t.factory.newJudge(fields);
  const agent = t.agent();
  return { agent, csrf: await signInAs(agent, audience, account.id), id: account.id, email: account.email };
}

/** An admin or a judge that `signedInStaff` signed in. */
export type SignedInStaff = Awaited<ReturnType<typeof signedInStaff>>;

async function signedInOn<C extends { id: number }>(agent: TestAgent, contestant: C) {
  return { contestant, agent, csrf: await signInContestant(agent, contestant.id) };
}

/** GET with the body kept as bytes, whatever the content type (images, exports). */
export function getBytes(agent: TestAgent, path: string) {
  return agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The CSRF value a page gives this client (and the cookie it belongs to, kept by the agent). */
export async function csrfOf(agent: TestAgent): Promise<string> {
  const response = await agent
    .get('/terms-and-conditions')
    .set('X-Inertia', 'true')
    .set('X-Inertia-Version', '');
  if (response.status === 409) {
    const html = await agent.get('/terms-and-conditions');
    const match = /<meta name="csrf-token" content="([^"]+)"/.exec(html.text);
    if (!match) throw new Error('No csrf-token meta tag on the page');
    return match[1];
  }
  return (response.body as { props: { csrf: string } }).props.csrf;
}

/** The real sign-in call of a judge or an admin, with the page's CSRF value, answered whatever its status. */
export async function callStaffSignIn(
  agent: TestAgent,
  audience: 'judge' | 'admin',
  fields: Record<string, unknown>,
) {
  const csrf = await csrfOf(agent);
  return agent
    .post(audience === 'judge' ? '/judges/login' : '/admins/login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ csrf, ...fields });
}

/** Signs an agent in through the real sign-in call of a judge or an admin. */
export async function signInStaff(
  agent: TestAgent,
  audience: 'judge' | 'admin',
  email: string,
  password: string,
) {
  const response = await callStaffSignIn(agent, audience, { email, password });
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}: ${response.text}`);
  return response;
}

/**
 * Signs an agent in as a contestant without going through the mailed link or single sign-on (those journeys have
 * tests of their own). Answers the agent's csrf value after sign-in.
 */
export async function signInContestant(agent: TestAgent, contestantId: number): Promise<string> {
  return signInAs(agent, 'user', contestantId);
}

/**
 * Signs an agent in as any audience without the real sign-in call: for files that sign many people in within a
 * minute, which the real call's per-visitor limit (thirty a minute) would refuse. Answers the agent's csrf value.
 */
export async function signInAs(
  agent: TestAgent,
  audience: 'user' | 'judge' | 'admin',
  id: number,
): Promise<string> {
  // First: an agent attaches its cookies when a request is created, so the CSRF cookie must exist by then.
  const csrf = await csrfOf(agent);
  const response = await agent
    .post('/__test__/sign-in')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ csrf, audience, id });
  if (response.status !== 200)
    throw new Error(`Test sign-in failed with ${response.status}: ${response.text}`);
  return csrfOf(agent);
}
