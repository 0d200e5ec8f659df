import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type TestAgent from 'supertest/lib/agent.js';
import { runCli } from '../../src/cli/run-cli.js';
import type { AppConfig, S3Settings } from '../../src/config/app-config.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { readArchive } from '../../src/backup/backup-archive.js';
import { type BackupManifest, MANIFEST_PATH } from '../../src/backup/backup-manifest.js';
import { removeEmbeddedData, startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { migrate } from '../../src/database/migrate.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { setContestSettings } from '../support/contest-settings.js';
import { MEDIA_VARIANTS, StorageService } from '../../src/storage/storage.service.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { getBytes, signInAs, startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, TEST_DIR, type TestDatabase } from '../support/test-database.js';
import { jpeg, png } from '../support/images.js';

// The backup round trip: a contest with votes and images is backed up while judges vote, restored into a fresh
// DATA_DIR (or a fresh database on the server when DATABASE_URL is set), and the app started on it shows the same
// pages, images and exports, byte for byte. A damaged archive or a target that holds data is refused before anything
// is written.

const VOTE = { creativity: 4.5, appearance: 4, ingredients: 3.5, profitability: 5, deployability: 4 };
const ON_SERVER = Boolean(process.env.DATABASE_URL);
const unique = () => randomBytes(4).toString('hex');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], options: { databaseUrl?: string; config?: Partial<AppConfig> } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    databaseUrl: options.databaseUrl,
    env: { ...process.env, NODE_ENV: 'test' },
    config: options.config,
    io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
  });
  return { code, stdout, stderr } satisfies CliRun;
}

function photo(colour: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  return (format === 'png' ? png : jpeg)({ color: colour, width: 640, height: 480 });
}

async function manifestOf(file: string): Promise<BackupManifest> {
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    if (entry.path === MANIFEST_PATH)
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  }
  throw new Error('no manifest');
}

/**
 * Where a restore goes: a fresh embedded DATA_DIR (not even created) with a fresh storage folder, or on the server a
 * fresh database without any table; `fileStore` replaces the folder with a bucket.
 */
async function freshTarget(fileStore?: AppConfig['fileStore']) {
  const storageDir = join(TEST_DIR, `restored-files-${unique()}`);
  const dataDir = join(TEST_DIR, `restored-data-${unique()}`);
  const database: TestDatabase | null = ON_SERVER ? await createTestDatabase({ migrated: false }) : null;
  const config: Partial<AppConfig> = {
    storageDir,
    dataDir,
    databaseUrl: null,
    ...(fileStore ? { fileStore } : {}),
  };
  let app: TestApp | null = null;
  let stopServer: (() => Promise<void>) | null = null;
  return {
    storageDir,
    dataDir,
    restore: (file: string, ...flags: string[]) =>
      cli(['restore', file, ...flags], { databaseUrl: database?.url, config }),
    /** Nothing was written: no DATA_DIR (or no table in the database), no storage folder. */
    async untouched(): Promise<boolean> {
      if (existsSync(storageDir)) return false;
      if (!database) return !existsSync(dataDir);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from pg_class where relnamespace = 'public'::regnamespace`,
      );
      await client.end();
      return rows[0].count === 0;
    },
    /** The app on the restored data, as the test app runs (the embedded server started on DATA_DIR). */
    async start(): Promise<TestApp> {
      let url = database?.url;
      if (!url) {
        const server = await startEmbeddedPostgres({ dataDir, throwaway: true });
        stopServer = () => server.stop();
        url = server.url;
      }
      app = await startTestApp({
        database: { url, drop: async () => undefined },
        config: { storageDir, ...(fileStore ? { fileStore } : {}) },
      });
      return app;
    },
    async stop(): Promise<void> {
      await app?.close();
      app = null;
      await stopServer?.();
      stopServer = null;
    },
    async remove(): Promise<void> {
      await this.stop();
      await database?.drop();
      removeEmbeddedData(dataDir);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
type Target = Awaited<ReturnType<typeof freshTarget>>;

/** A seeded contest: an admin, judges, approved recipes with images, votes cast through the vote call. */
async function seedContest(t: TestApp, options: { recipes: number; judges: number }) {
  const storage = t.running.app.get(StorageService);
  await setContestSettings(t, { first_round_open: true, blind_judging: false });
  const admin = await t.factory.newAdmin();
  const keys: string[] = [];
  const recipes = [];
  for (let index = 0; index < options.recipes; index++) {
    const image = await storage.storeImage(
      await photo(`#${(0x123456 + index * 0x10203).toString(16)}`, 'jpeg'),
    );
    const headshot = index === 0 ? await storage.storeImage(await photo('#3a7', 'png')) : null;
    keys.push(image.key, ...(headshot ? [headshot.key] : []));
    recipes.push(
      await t.factory.newSubmittedRecipe({
        status: 'approved',
        name: `Dish ${index} "with" quotes, commas`,
        recipeImage: image.key,
        headshotImage: headshot?.key ?? null,
      }),
    );
  }
  const judges = [];
  for (let index = 0; index < options.judges; index++) judges.push(await judge(t));
  // Each judge votes on all but the last recipe (through the app's own call).
  for (const voter of judges)
    for (const recipe of recipes.slice(0, -1))
      expect(
        (await vote(voter, recipe.id, { ...VOTE, creativity: 1 + ((voter.id + recipe.id) % 9) / 2 })).status,
      ).toBe(200);
  return { admin, judges, recipes, keys };
}

async function judge(t: TestApp) {
  const account = await t.factory.newJudge();
  const agent = t.agent();
  return { id: account.id, agent, csrf: await signInAs(agent, 'judge', account.id) };
}
type Judge = Awaited<ReturnType<typeof judge>>;

function vote(voter: Judge, recipeId: number, scores: Record<string, number> = VOTE) {
  return voter.agent
    .post(`/judges/dashboard/recipe/${recipeId}/vote`)
    .set(XHR)
    .send({ csrf: voter.csrf, ...scores });
}

/**
 * What people see: the admin's and a judge's pages (the page objects, less the session's CSRF value), the landing
 * page, both CSV exports and every version of every image, as text to compare byte for byte.
 */
async function whatPeopleSee(
  t: TestApp,
  who: { adminId: number; judgeId: number; recipeId: number },
  keys: readonly string[],
): Promise<Record<string, string>> {
  const admin = t.agent();
  await signInAs(admin, 'admin', who.adminId);
  const judgeAgent = t.agent();
  await signInAs(judgeAgent, 'judge', who.judgeId);
  const seen: Record<string, string> = {};
  const page = async (agent: TestAgent, path: string, drop: string[] = []) => {
    const response = await inertiaVisit(t, agent, path);
    expect([path, response.status]).toEqual([path, 200]);
    const props = { ...(response.body as { props: Record<string, unknown> }).props };
    for (const name of ['csrf', ...drop]) delete props[name];
    seen[path] = JSON.stringify({ ...(response.body as object), props });
  };
  // The dashboard's backup line is about this installation's backups, which a restore does not carry over.
  await page(admin, '/admins/dashboard', ['backup']);
  for (const path of [
    '/admins/results?round=first',
    '/admins/recipes',
    '/admins/contestants',
    `/admins/dashboard/recipe/${who.recipeId}`,
  ])
    await page(admin, path);
  await page(judgeAgent, '/judges/dashboard');
  await page(judgeAgent, `/judges/dashboard/recipe/${who.recipeId}/vote`);
  await page(t.agent(), '/');
  for (const path of ['/admins/results/export/ranking.csv?round=first', '/admins/results/export/votes.csv']) {
    const response = await getBytes(admin, path);
    expect([path, response.status]).toEqual([path, 200]);
    seen[path] = (response.body as Buffer).toString('base64');
  }
  for (const key of keys)
    for (const variant of MEDIA_VARIANTS) {
      const path = `/media/${key}/${variant}`;
      const response = await getBytes(t.agent(), path);
      expect([path, response.status]).toEqual([path, 200]);
      seen[path] = `${response.headers['content-type']} ${(response.body as Buffer).toString('base64')}`;
    }
  return seen;
}

function expectSameAs(restored: Record<string, string>, original: Record<string, string>): void {
  expect(Object.keys(restored).sort()).toEqual(Object.keys(original).sort());
  for (const [what, value] of Object.entries(original)) expect([what, restored[what]]).toEqual([what, value]);
}

async function voteIds(t: TestApp): Promise<number[]> {
  const rows: Array<{ id: number }> = await t
    .em()
    .getConnection()
    .execute('select id from votes order by id');
  return rows.map((row) => row.id);
}

describe('backup and restore (npm run cli -- backup / restore)', () => {
  let source: TestApp;
  let contest: Awaited<ReturnType<typeof seedContest>>;
  let target: Target;
  let archive: string;
  const files: string[] = [];

  beforeAll(async () => {
    source = await startTestApp();
    contest = await seedContest(source, { recipes: 6, judges: 3 });
  });
  afterAll(async () => {
    await target?.remove();
    await source?.close();
    for (const file of files) rmSync(file, { force: true });
  });

  const sourceCli = (args: string[]) =>
    cli(args, { databaseUrl: source.database.url, config: { storageDir: source.running.config.storageDir } });
  const who = () => ({
    adminId: contest.admin.id,
    judgeId: contest.judges[0].id,
    recipeId: contest.recipes[0].id,
  });

  it('backs up while judges vote, and restores into a fresh folder an app that shows the same pages, images and exports', async () => {
    // Judges of their own vote on every recipe, two at a time, for as long as the backup runs.
    const voters = await Promise.all(Array.from({ length: 8 }, () => judge(source)));
    const pairs = voters.flatMap((voter) => contest.recipes.map((recipe) => ({ voter, recipe })));
    // A recipe deleted before the backup: its id must not be handed out again after a restore.
    const deleted = await source.factory.newSubmittedRecipe();
    await source.em().getConnection().execute('delete from recipes where id = ?', [deleted.id]);
    const before = new Set(await voteIds(source));
    archive = join(TEST_DIR, `backup-${unique()}.tar.gz`);
    files.push(archive);
    let backingUp = true;
    const votes: Array<{ status: number; ms: number; during: boolean }> = [];
    const voting = async () => {
      while (backingUp && pairs.length > 0) {
        const { voter, recipe } = pairs.shift()!;
        const started = Date.now();
        const response = await vote(voter, recipe.id);
        votes.push({ status: response.status, ms: Date.now() - started, during: backingUp });
      }
    };
    const backup = sourceCli(['backup', archive]).finally(() => (backingUp = false));
    const [result] = await Promise.all([backup, voting(), voting()]);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /Backed up to .*backup-\w+\.tar\.gz \([\d.]+ MB\): 6 recipes, \d+ votes, 7 stored files \(21 files\)/,
    );
    // Voting went on during the backup, never held up by it.
    expect(votes.filter((entry) => entry.during).length).toBeGreaterThan(0);
    expect(votes.every((entry) => entry.status === 200)).toBe(true);
    expect(Math.max(...votes.map((entry) => entry.ms))).toBeLessThan(2000);

    const manifest = await manifestOf(archive);
    expect(manifest.counts).toMatchObject({ recipes: 6, files: 7 });
    expect(manifest.parts.map((part) => part.path)).toEqual(
      expect.arrayContaining([
        'tables/users.copy',
        'tables/votes.copy',
        `files/${contest.keys[0]}/original.jpg`,
      ]),
    );
    expect(manifest.parts.map((part) => part.path)).not.toContain('tables/sessions.copy');
    expect(manifest.database.migrations.length).toBeGreaterThan(0);

    target = await freshTarget();
    const restored = await target.restore(archive);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored ');
    expect(restored.stdout).toMatch(/6 recipes, \d+ votes, 7 stored files \(21 files\)/);
    expect(restored.stdout).toContain('Migrations newer than the backup: none.');

    const app = await target.start();
    // The votes cast while the backup ran are in it or not, each whole; those not in it are dropped from the
    // original, which must then look exactly like its restored copy.
    const kept = new Set(await voteIds(app));
    expect([...before].every((id) => kept.has(id))).toBe(true);
    expect(kept.size).toBe(manifest.counts.votes);
    const after = await voteIds(source);
    const notInBackup = after.filter((id) => !kept.has(id));
    if (notInBackup.length > 0)
      await source
        .em()
        .getConnection()
        .execute(`delete from votes where id in (${notInBackup.join(', ')})`);

    expectSameAs(
      await whatPeopleSee(app, who(), contest.keys),
      await whatPeopleSee(source, who(), contest.keys),
    );

    // The trigger-kept tables were rebuilt from the rows, as the app keeps them (a judge whose votes were all
    // deleted keeps a count of 0 in the original, which reads the same as no count).
    const derived = async (t: TestApp) =>
      JSON.stringify([
        await t
          .em()
          .getConnection()
          .execute(
            'select stage, recipe_id, votes, sum_total, sd, judge_ids, pairs from vote_standings order by 1, 2',
          ),
        await t.em().getConnection().execute('select * from round_sizes order by 1'),
        await t
          .em()
          .getConnection()
          .execute('select * from judge_round_votes where voted <> 0 order by 1, 2'),
      ]);
    expect(await derived(app)).toBe(await derived(source));

    // New rows take ids the original had not used by then, not even for rows since deleted.
    expect((await vote(await judge(app), contest.recipes.at(-1)!.id)).status).toBe(200);
    expect(Math.max(...(await voteIds(app)))).toBeGreaterThan(Math.max(...kept));
    expect((await app.factory.newSubmittedRecipe()).id).toBeGreaterThan(deleted.id);
  });

  it("shows the last backup on the admin's dashboard", async () => {
    const admin = source.agent();
    await signInAs(admin, 'admin', contest.admin.id);
    const response = await inertiaVisit(source, admin, '/admins/dashboard');
    expect(response.body.props.backup).toEqual({
      status: 'ok',
      text: expect.stringMatching(
        /^Last backup: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T \(just now\)\.$/,
      ),
      lastGood: null,
    });
  });

  it('refuses a target that holds data without --force, and replaces it with --force', async () => {
    await target.stop();
    const refused = await target.restore(archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The target is not empty');
    expect(refused.stderr).toMatch(
      /holds rows: admins 1, judges \d+, users \d+, recipes 7, votes \d+, stored_files 7$/m,
    );
    expect(refused.stderr).toContain(`the storage folder ${target.storageDir} holds files`);

    const forced = await target.restore(archive, '--force');
    expect(forced).toMatchObject({ code: 0 });
    const app = await target.start();
    expect((await voteIds(app)).length).toBe((await manifestOf(archive)).counts.votes);
    const media = await getBytes(app.agent(), `/media/${contest.keys[0]}/thumb.webp`);
    expect(media.status).toBe(200);
  });

  describe('a damaged archive is refused before anything is written', () => {
    it('one byte flipped inside a table of a plain tar', async () => {
      const plain = join(TEST_DIR, `backup-${unique()}.tar`);
      files.push(plain);
      expect((await sourceCli(['backup', plain])).code).toBe(0);
      const bytes = readFileSync(plain);
      const header = bytes.indexOf('tables/votes.copy');
      bytes[header + 512 + 3] ^= 0x01;
      writeFileSync(plain, bytes);

      const fresh = await freshTarget();
      try {
        const result = await fresh.restore(plain);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          'is damaged: 1 part does not match the manifest. Nothing was restored.',
        );
        expect(result.stderr).toContain(
          'tables/votes.copy: damaged (its checksum does not match the manifest)',
        );
        expect(await fresh.untouched()).toBe(true);
      } finally {
        await fresh.remove();
      }
    });

    it('one byte flipped in a gzip archive, or a file that is no archive at all', async () => {
      const damaged = join(TEST_DIR, `backup-${unique()}.tar.gz`);
      const notAnArchive = join(TEST_DIR, `backup-${unique()}.tar.gz`);
      files.push(damaged, notAnArchive);
      const bytes = readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)] ^= 0x10;
      writeFileSync(damaged, bytes);
      writeFileSync(notAnArchive, 'email,name\nada@example.com,Ada\n');

      const fresh = await freshTarget();
      try {
        const broken = await fresh.restore(damaged);
        expect(broken.code).toBe(1);
        expect(broken.stderr).toMatch(/is (not a readable backup archive|damaged)/);
        const foreign = await fresh.restore(notAnArchive);
        expect(foreign.code).toBe(1);
        expect(foreign.stderr).toContain('not a readable backup archive');
        expect(await fresh.untouched()).toBe(true);
      } finally {
        await fresh.remove();
      }
    });
  });

  it('restores a backup made at an older migration, then applies the newer ones', async () => {
    const older = await createTestDatabase({ migrated: false });
    const newer = await createTestDatabase({ migrated: false });
    const plain = join(TEST_DIR, `backup-${unique()}.tar`);
    const storageDir = join(TEST_DIR, `restored-files-${unique()}`);
    files.push(plain);
    try {
      const orm = await MikroORM.init(ormConfig(older.url, { min: 0, max: 2 }));
      const before = MIGRATIONS.slice(0, -1).map((migration) => migration.name);
      try {
        await migrate(orm, { only: before });
        await orm.em
          .getConnection()
          .execute("update contest_settings set help_email = 'older@example.com' where id = 1");
      } finally {
        await orm.close();
      }
      // A database of the version before: the backup leaves its migrations alone.
      const backup = await cli(['backup', plain], {
        databaseUrl: older.url,
        config: { storageDir: source.running.config.storageDir },
      });
      expect(backup).toMatchObject({ code: 0 });
      expect((await manifestOf(plain)).database.migrations).toEqual(before);

      const restored = await cli(['restore', plain], {
        databaseUrl: newer.url,
        config: { storageDir },
      });
      expect(restored).toMatchObject({ code: 0 });
      expect(restored.stdout).toContain(`Migrations newer than the backup: ${MIGRATIONS.at(-1)!.name}.`);
      const client = new pg.Client({ connectionString: newer.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ help_email: string }>(
          'select help_email from contest_settings',
        );
        expect(rows).toEqual([{ help_email: 'older@example.com' }]);
        const applied = await client.query('select name from mikro_orm_migrations');
        expect(applied.rowCount).toBe(MIGRATIONS.length);
      } finally {
        await client.end();
      }
    } finally {
      await older.drop();
      await newer.drop();
      rmSync(storageDir, { recursive: true, force: true });
    }
  });

  it('lists backup and restore in the help, with their options', async () => {
    const offline = (...args: string[]) => cli(args, { databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    expect((await offline('--help')).stdout).toMatch(/backup \[file\][\s\S]*restore \[options\] <file>/);
    expect((await offline('restore', '--help')).stdout).toContain('--force');
    const missing = await offline('restore', join(TEST_DIR, 'no-such-backup.tar.gz'));
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('no such file');
  });
});

describe('backup and restore with the files in an S3 bucket', () => {
  let s3: TestS3Server;
  let source: TestApp;
  let database: TestDatabase;
  let restored: TestApp | null = null;
  let restoredBucket: S3Settings;
  const archive = join(TEST_DIR, `backup-s3-${unique()}.tar.gz`);

  beforeAll(async () => {
    s3 = await startS3Server('rc-backup-source');
    source = await startTestApp({ config: { fileStore: { driver: 's3', ...s3.settings } } });
    restoredBucket = { ...s3.settings, bucket: 'rc-backup-restored' };
    await s3.client.send(new CreateBucketCommand({ Bucket: restoredBucket.bucket }));
    database = await createTestDatabase({ migrated: false });
  });
  afterAll(async () => {
    await restored?.close();
    await database?.drop();
    await source?.close();
    await s3?.close();
    rmSync(archive, { force: true });
  });

  const objects = async (bucket: string) =>
    (await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents?.map(
      (object) => object.Key,
    ).sort();

  it('copies every object of the bucket into the archive and back into an empty bucket', async () => {
    const contest = await seedContest(source, { recipes: 2, judges: 1 });
    const backup = await cli(['backup', archive], {
      databaseUrl: source.database.url,
      config: { fileStore: { driver: 's3', ...s3.settings }, storageDir: source.running.config.storageDir },
    });
    expect(backup).toMatchObject({ code: 0 });

    const restore = (...flags: string[]) =>
      cli(['restore', archive, ...flags], {
        databaseUrl: database.url,
        config: { fileStore: { driver: 's3', ...restoredBucket } },
      });
    expect(await restore()).toMatchObject({ code: 0 });
    expect(await objects(restoredBucket.bucket)).toEqual(await objects(s3.settings.bucket));

    restored = await startTestApp({ database, config: { fileStore: { driver: 's3', ...restoredBucket } } });
    const who = { adminId: contest.admin.id, judgeId: contest.judges[0].id, recipeId: contest.recipes[0].id };
    expectSameAs(
      await whatPeopleSee(restored, who, contest.keys),
      await whatPeopleSee(source, who, contest.keys),
    );
    await restored.close();
    restored = null;

    const again = await restore();
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the bucket "rc-backup-restored" holds files');
  });
});
