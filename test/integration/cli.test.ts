import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Admin } from '../../src/auth/admin.entity.js';
import { PasswordHasher } from '../../src/auth/password-hasher.service.js';
import { NestFactory } from '@nestjs/core';
import { CliOutput } from '../../src/cli/cli-output.js';
import { CliServicesModule } from '../../src/cli/cli-services.module.js';
import { DemoSeedService } from '../../src/cli/demo/demo-seed.service.js';
import { runCli } from '../../src/cli/run-cli.js';
import { loadConfig } from '../../src/config/app-config.js';
import { seedDemoIfEmpty } from '../../src/cli/seed-demo-if-empty.js';
import { DEMO_PASSWORDS } from '../../src/cli/demo/demo-content.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { ContestSettings } from '../../src/editions/contest-settings.entity.js';
import { FaqItem } from '../../src/editions/faq-item.entity.js';
import { PastEdition } from '../../src/editions/past-edition.entity.js';
import { Sponsor } from '../../src/editions/sponsor.entity.js';
import { Judge } from '../../src/auth/judge.entity.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { MEASURES, Recipe } from '../../src/recipes/recipe.entity.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { compileServer } from '../support/compiled-server.js';
import { createTestDatabase, TEST_DIR, type TestDatabase } from '../support/test-database.js';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

const hasher = new PasswordHasher();

/** A database of its own, a storage folder, and the command line pointed at both. */
async function cliHarness() {
  const database = await createTestDatabase();
  const storageDir = mkdtempSync(join(tmpdir(), 'rc-cli-storage-'));
  const orm = await MikroORM.init(ormConfig(database.url, { min: 0, max: 1 }));
  const run = async (...args: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      databaseUrl: database.url,
      env: { ...process.env, NODE_ENV: 'test' },
      config: { storageDir },
      io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
    });
    return { code, stdout, stderr };
  };
  return {
    database,
    storageDir,
    run,
    em: () => orm.em.fork() as EntityManager,
    file(name: string, content: string): string {
      const path = join(storageDir, name);
      writeFileSync(path, content);
      return path;
    },
    async close() {
      await orm.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
type Harness = Awaited<ReturnType<typeof cliHarness>>;

describe('command line', () => {
  let t: Harness;

  beforeAll(async () => {
    t = await cliHarness();
  });
  afterAll(() => t.close());

  describe('help', () => {
    // An unreachable database: help and usage errors must not need one.
    const offline = async (...args: string[]): Promise<CliRun> => {
      let stdout = '';
      let stderr = '';
      const code = await runCli(args, {
        databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
        io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
      });
      return { code, stdout, stderr };
    };

    it('lists every command on --help, without a database', async () => {
      const result = await offline('--help');
      expect(result.code).toBe(0);
      for (const name of [
        'admins:create',
        'judges:create',
        'judges:import',
        'whitelist:add',
        'whitelist:import',
        'demo:seed',
      ]) {
        expect(result.stdout).toContain(name);
      }
      expect(result.stdout).toContain('Usage: npm run cli --');
    });

    it('shows the options of a command on COMMAND --help', async () => {
      const result = await offline('judges:create', '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/--stage <stage>/);
      expect(result.stdout).toMatch(/--sso/);
      expect(result.stdout).toContain('Give exactly one of --password or --sso.');
      expect((await offline('demo:seed', '--help')).stdout).toContain('--if-empty');
      expect((await offline('judges:import', '--help')).stdout).toContain('email,name,lastname,stage');
    });

    it('answers an unknown command or none with exit code 1 and a message', async () => {
      const unknown = await offline('judges:delete');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/unknown command 'judges:delete'/);
      const none = await offline();
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('admins:create');
    });
  });

  describe('admins:create', () => {
    it('creates an enabled admin whose password verifies', async () => {
      const result = await t.run(
        'admins:create',
        '--email',
        'Ada.Admin@Example.com',
        '--name',
        'Ada',
        '--lastname',
        'Lovelace',
        '--password',
        'analytical-engine',
      );
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain('Created admin Ada Lovelace <ada.admin@example.com>');
      const admin = await t.em().findOneOrFail(Admin, { email: 'ada.admin@example.com' });
      expect(admin).toMatchObject({
        isActive: true,
        stage: 'first',
        typelogin: 'credential',
        name: 'Ada',
        lastname: 'Lovelace',
      });
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await hasher.verify(admin.passwordHash, 'analytical-engine')).toBe(true);
      expect(await hasher.verify(admin.passwordHash, 'something-else')).toBe(false);
    });

    it('creates a single sign-on admin without a password', async () => {
      const result = await t.run(
        'admins:create',
        '--email',
        'lead@sodexo.com',
        '--name',
        'Jordan',
        '--lastname',
        'Blake',
        '--sso',
      );
      expect(result.code).toBe(0);
      const admin = await t.em().findOneOrFail(Admin, { email: 'lead@sodexo.com' });
      expect(admin).toMatchObject({ isActive: true, typelogin: 'sso', passwordHash: null });
    });

    it('refuses an e-mail that an admin already has, whatever its case', async () => {
      await t.run('admins:create', '--email', 'twice@example.com', '--name', 'A', '--lastname', 'B', '--sso');
      const result = await t.run(
        'admins:create',
        '--email',
        'TWICE@example.com',
        '--name',
        'C',
        '--lastname',
        'D',
        '--password',
        'long enough',
      );
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: 'An admin with the e-mail twice@example.com already exists.\n',
      });
      expect(await t.em().count(Admin, { email: 'twice@example.com' })).toBe(1);
    });

    it('needs exactly one of --password and --sso', async () => {
      const both = await t.run(
        'admins:create',
        '--email',
        'both@example.com',
        '--name',
        'A',
        '--lastname',
        'B',
        '--sso',
        '--password',
        'long enough',
      );
      const neither = await t.run(
        'admins:create',
        '--email',
        'neither@example.com',
        '--name',
        'A',
        '--lastname',
        'B',
      );
      for (const result of [both, neither]) {
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/^Give exactly one of --password P .* or --sso .*\n$/);
      }
      expect(await t.em().count(Admin, { email: { $in: ['both@example.com', 'neither@example.com'] } })).toBe(
        0,
      );
    });

    it('refuses a short password and a malformed e-mail in one message', async () => {
      const result = await t.run(
        'admins:create',
        '--email',
        'not-an-email',
        '--name',
        'A',
        '--lastname',
        'B',
        '--password',
        'short',
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'Cannot create the admin: "not-an-email" is not a valid e-mail address; the password must be at least 8 characters.\n',
      );
    });

    it('reports a missing required option', async () => {
      const result = await t.run('admins:create', '--name', 'A', '--lastname', 'B', '--sso');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/required option '--email <email>' not specified/);
    });
  });

  describe('judges:create', () => {
    it('creates an enabled first-round judge with a password and a final-round judge with single sign-on', async () => {
      const first = await t.run(
        'judges:create',
        '--email',
        'olivia@example.com',
        '--name',
        'Olivia',
        '--lastname',
        'Grant',
        '--stage',
        'first',
        '--password',
        'tasting-spoon',
      );
      const second = await t.run(
        'judges:create',
        '--email',
        'andre@sodexo.com',
        '--name',
        'Andre',
        '--lastname',
        'Whitaker',
        '--stage',
        'second',
        '--sso',
      );
      expect([first.code, second.code]).toEqual([0, 0]);
      expect(first.stdout).toContain('(first round)');
      expect(second.stdout).toContain('(final round)');
      const em = t.em();
      const olivia = await em.findOneOrFail(Judge, { email: 'olivia@example.com' });
      expect(olivia).toMatchObject({ stage: 'first', typelogin: 'credential', isActive: true });
      expect(await hasher.verify(olivia.passwordHash, 'tasting-spoon')).toBe(true);
      expect(await em.findOneOrFail(Judge, { email: 'andre@sodexo.com' })).toMatchObject({
        stage: 'second',
        typelogin: 'sso',
        isActive: true,
        passwordHash: null,
      });
    });

    it('refuses an unknown stage, a missing login choice and a duplicate', async () => {
      const stage = await t.run(
        'judges:create',
        '--email',
        'x@example.com',
        '--name',
        'X',
        '--lastname',
        'Y',
        '--stage',
        'third',
        '--sso',
      );
      expect(stage).toMatchObject({
        code: 1,
        stderr: 'Cannot create the judge: the stage must be first or second, not "third".\n',
      });
      const login = await t.run(
        'judges:create',
        '--email',
        'x@example.com',
        '--name',
        'X',
        '--lastname',
        'Y',
        '--stage',
        'first',
      );
      expect(login.code).toBe(1);
      expect(login.stderr).toContain('Give exactly one of');
      const duplicate = await t.run(
        'judges:create',
        '--email',
        'Olivia@Example.com',
        '--name',
        'O',
        '--lastname',
        'G',
        '--stage',
        'second',
        '--sso',
      );
      expect(duplicate).toMatchObject({
        code: 1,
        stderr: 'A judge with the e-mail olivia@example.com already exists.\n',
      });
      expect(await t.em().count(Judge, { email: 'x@example.com' })).toBe(0);
    });
  });

  describe('judges:import', () => {
    it('creates every judge of a good file in one go', async () => {
      const file = t.file(
        'judges-good.csv',
        [
          'Email,Name,Lastname,Stage,Typelogin,Password',
          'rafael@example.com,Rafael,Moreno,first,credential,knife-skills-1',
          'hannah@sodexo.com,Hannah,Whitfield,first,,',
          'beatrice@example.com,Beatrice,Laurent,second,credential,',
          '',
          '"samuel@sodexo.com","Samuel","Ito","second","sso",""',
        ].join('\r\n'),
      );
      const result = await t.run('judges:import', file);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain(`Imported 4 judges from ${file}:`);
      const judges = await t.em().find(Judge, {
        email: {
          $in: ['rafael@example.com', 'hannah@sodexo.com', 'beatrice@example.com', 'samuel@sodexo.com'],
        },
      });
      const byEmail = new Map(judges.map((judge) => [judge.email, judge]));
      expect(byEmail.get('rafael@example.com')).toMatchObject({
        stage: 'first',
        typelogin: 'credential',
        isActive: true,
      });
      expect(await hasher.verify(byEmail.get('rafael@example.com')!.passwordHash, 'knife-skills-1')).toBe(
        true,
      );
      // No typelogin: single sign-on.
      expect(byEmail.get('hannah@sodexo.com')).toMatchObject({ typelogin: 'sso', passwordHash: null });
      // A credential judge without a password sets one through 'Forgot your password?'.
      expect(byEmail.get('beatrice@example.com')).toMatchObject({
        stage: 'second',
        typelogin: 'credential',
        passwordHash: null,
      });
      expect(byEmail.get('samuel@sodexo.com')).toMatchObject({ stage: 'second', typelogin: 'sso' });
    });

    it('writes nothing when one row is wrong, and lists every wrong row by line', async () => {
      await t.run(
        'judges:create',
        '--email',
        'taken@example.com',
        '--name',
        'T',
        '--lastname',
        'K',
        '--stage',
        'first',
        '--sso',
      );
      const file = t.file(
        'judges-bad.csv',
        [
          'email,name,lastname,stage,typelogin',
          'fine.one@example.com,Fine,One,first,sso',
          'not-an-email,Bad,Email,first,sso',
          'fine.two@example.com,Fine,Two,third,sso',
          'fine.one@example.com,Fine,Again,second,sso',
          'taken@example.com,Taken,Already,first,',
          'fine.three@example.com,Fine,Three,first,password',
          'short@example.com,Short',
        ].join('\n'),
      );
      const result = await t.run('judges:import', file);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n')).toEqual([
        `${file}: 6 of 7 rows are not valid; nothing was imported.`,
        '  line 3: "not-an-email" is not a valid e-mail address',
        '  line 4: the stage must be first or second, not "third"',
        '  line 5: fine.one@example.com is already on line 2',
        '  line 6: a judge with the e-mail taken@example.com already exists',
        '  line 7: typelogin must be sso or credential, not "password"',
        '  line 8: expected 5 fields as in the header, found 2',
        '',
      ]);
      expect(await t.em().count(Judge, { email: { $like: 'fine.%' } })).toBe(0);
    });

    it('refuses a file it cannot read or whose header is wrong', async () => {
      const missing = await t.run('judges:import', join(t.storageDir, 'nope.csv'));
      expect(missing).toMatchObject({
        code: 1,
        stderr: `Cannot read ${join(t.storageDir, 'nope.csv')}: no such file.\n`,
      });
      const header = await t.run(
        'judges:import',
        t.file('judges-header.csv', 'mail,name,surname,stage\na@example.com,A,B,first\n'),
      );
      expect(header.code).toBe(1);
      expect(header.stderr).toMatch(/the header line has missing email, lastname; unknown "mail", "surname"/);
      const empty = await t.run('judges:import', t.file('judges-empty.csv', 'email,name,lastname,stage\n'));
      expect(empty.stderr).toMatch(/has a header but no judges/);
    });
  });

  describe('whitelist:add', () => {
    it('normalises domains and adds them enabled', async () => {
      const result = await t.run(
        'whitelist:add',
        '@Harbor-Bistro.COM',
        ' maplecommons.ca ',
        'harbor-bistro.com',
      );
      expect(result).toMatchObject({
        code: 0,
        stderr: '',
        stdout: 'Added (enabled): harbor-bistro.com, maplecommons.ca\n',
      });
      const rows = await t
        .em()
        .find(WhitelistedDomain, { domain: { $in: ['harbor-bistro.com', 'maplecommons.ca'] } });
      expect(
        rows
          .map(({ domain, isActive }) => ({ domain, isActive }))
          .sort((a, b) => a.domain.localeCompare(b.domain)),
      ).toEqual([
        { domain: 'harbor-bistro.com', isActive: true },
        { domain: 'maplecommons.ca', isActive: true },
      ]);
    });

    it('reports domains already present and leaves them as they are, a disabled one included', async () => {
      const em = t.em();
      em.create(WhitelistedDomain, { domain: 'switched-off.com', isActive: false });
      await em.flush();
      const result = await t.run('whitelist:add', 'switched-off.com', 'maplecommons.ca', 'newcomer.org');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(
        'Added (enabled): newcomer.org\nAlready present, left as they are: switched-off.com (disabled), maplecommons.ca\n',
      );
      expect(await t.em().findOneOrFail(WhitelistedDomain, { domain: 'switched-off.com' })).toMatchObject({
        isActive: false,
      });
    });

    it('adds nothing when any domain is not valid', async () => {
      const result = await t.run(
        'whitelist:add',
        'good-one.com',
        'bad domain.com',
        'user@example.com',
        'localhost',
      );
      expect(result.code).toBe(1);
      expect(result.stderr.split('\n')).toEqual([
        '3 of 4 domains are not valid; nothing was added.',
        '  "bad domain.com" is not a valid domain name (expected something like example.com)',
        '  "user@example.com" is not a valid domain name (expected something like example.com)',
        '  "localhost" is not a valid domain name (expected something like example.com)',
        '',
      ]);
      expect(await t.em().count(WhitelistedDomain, { domain: 'good-one.com' })).toBe(0);
    });
  });

  describe('whitelist:import', () => {
    it('adds the domains of a file, skipping blank lines and comments', async () => {
      const file = t.file(
        'domains.txt',
        '# partner clients\n\nimported-one.com\n  @Imported-Two.com   # the second one\r\nimported-one.com\n',
      );
      const result = await t.run('whitelist:import', file);
      expect(result).toMatchObject({
        code: 0,
        stdout: 'Added (enabled): imported-one.com, imported-two.com\n',
      });
      expect(
        await t.em().count(WhitelistedDomain, {
          domain: { $in: ['imported-one.com', 'imported-two.com'] },
          isActive: true,
        }),
      ).toBe(2);
    });

    it('adds nothing when a line is wrong, and names the line', async () => {
      const file = t.file('domains-bad.txt', 'fine-domain.com\n# comment\nnot_a_domain\n');
      const result = await t.run('whitelist:import', file);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `${file}: 1 line is not valid; nothing was added.\n  line 3: "not_a_domain" is not a valid domain name (expected something like example.com)\n`,
      );
      expect(await t.em().count(WhitelistedDomain, { domain: 'fine-domain.com' })).toBe(0);
    });
  });
});

describe('demo:seed', () => {
  let t: Harness;
  let seeded: CliRun;

  beforeAll(async () => {
    t = await cliHarness();
    // A domain whitelisted before the seed does not count as data, and is kept as it is.
    await t.run('whitelist:add', 'entegra.com');
    seeded = await t.run('demo:seed');
  }, 120_000);
  afterAll(() => t.close());

  it('fills an empty database and prints the sign-ins', () => {
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('admin@recipe-contest.local');
    expect(seeded.stdout).toContain(DEMO_PASSWORDS.admin);
    expect(seeded.stdout).toContain('olivia.grant@recipe-contest.local');
    expect(seeded.stdout).toContain(DEMO_PASSWORDS.judge);
  });

  it('opens the contest with its call to action, help e-mail and live judging event', async () => {
    const settings = await t.em().findOneOrFail(ContestSettings, { id: 1 });
    expect(settings).toMatchObject({
      phase: 'open',
      ctaText: 'Submit your recipe',
      ctaUrl: '/login',
      ctaEnabled: true,
      helpEmail: 'help@recipe-contest.local',
      calendarTitle: 'Final round: live judging',
      firstRoundOpen: true,
    });
    expect(settings.calendarStartsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(settings.calendarLocation).toBeTruthy();
  });

  it('writes the public content: FAQ with the help link, four sponsors, three published editions', async () => {
    const em = t.em();
    const faq = await em.find(FaqItem, {}, { orderBy: { position: 'asc' } });
    expect(faq.length).toBeGreaterThanOrEqual(6);
    expect(faq.length).toBeLessThanOrEqual(8);
    expect(faq.map((item) => item.answer).join(' ')).toContain(
      '<a href="mailto:help@recipe-contest.local">help@recipe-contest.local</a>',
    );
    expect(faq.map((item) => item.answer).join(' ')).toMatch(/24 hours/);
    expect(await em.count(Sponsor, {})).toBe(4);
    const editions = await em.find(PastEdition, {}, { orderBy: { year: 'asc' } });
    expect(editions.map(({ year, isActive }) => [year, isActive])).toEqual([
      [2022, true],
      [2023, true],
      [2024, true],
    ]);
    for (const edition of editions) {
      expect(edition.ingredients.length).toBeGreaterThan(1);
      expect(edition.preparation.length).toBeGreaterThan(1);
      expect(edition.nutritionalFacts.length).toBeGreaterThan(3);
      expect(edition.tips).toBeTruthy();
      expect(edition.allergens).toBeTruthy();
    }
  });

  it('stores every picture like an upload: a stored_files row and its three files', async () => {
    const em = t.em();
    const files = await em.find(StoredFile, {});
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      const original = file.mime === 'image/png' ? 'original.png' : 'original.jpg';
      for (const name of [original, 'thumb.webp', 'large.webp'])
        expect(existsSync(join(t.storageDir, file.key, name))).toBe(true);
    }
    const keys = new Set(files.map((file) => file.key));
    const sponsors = await em.find(Sponsor, {});
    const editions = await em.find(PastEdition, {});
    const judges = await em.find(Judge, {});
    const referenced = [
      ...sponsors.map((sponsor) => sponsor.logo),
      ...editions.flatMap((edition) => [edition.chefImage, edition.chefthumbImage, edition.recipeImage]),
      ...judges.map((judge) => judge.portrait),
    ];
    for (const key of referenced) expect(keys.has(key!)).toBe(true);
  });

  it('creates six enabled judges shown on the site and two admins, with the demo passwords', async () => {
    const em = t.em();
    const judges = await em.find(Judge, {}, { orderBy: { sitePosition: 'asc' } });
    expect(judges.filter((judge) => judge.stage === 'first')).toHaveLength(4);
    expect(judges.filter((judge) => judge.stage === 'second')).toHaveLength(2);
    for (const judge of judges)
      expect(judge).toMatchObject({
        isActive: true,
        showOnSite: true,
        title: expect.any(String),
        biography: expect.any(String),
      });
    const credential = judges.filter((judge) => judge.typelogin === 'credential');
    expect(credential.length).toBeGreaterThan(0);
    for (const judge of credential)
      expect(await hasher.verify(judge.passwordHash, DEMO_PASSWORDS.judge)).toBe(true);
    const admin = await em.findOneOrFail(Admin, { email: 'admin@recipe-contest.local' });
    expect(admin).toMatchObject({ isActive: true, typelogin: 'credential' });
    expect(await hasher.verify(admin.passwordHash, DEMO_PASSWORDS.admin)).toBe(true);
    expect(await em.count(Admin, { typelogin: 'sso', isActive: true })).toBe(1);
  });

  it('creates contestants of both types in every state, with full profiles', async () => {
    const em = t.em();
    const contestants = await em.find(Contestant, {}, { populate: ['profile'] });
    const sodexo = contestants.filter((person) => person.typeuser === 'sodexo');
    expect(sodexo.filter((person) => person.isAuthorized === 0).length).toBeGreaterThan(0);
    expect(sodexo.filter((person) => person.isAuthorized === 2).length).toBeGreaterThan(0);
    const rejected = sodexo.filter((person) => person.isAuthorized === 1);
    expect(rejected.length).toBeGreaterThan(0);
    for (const person of rejected) expect(person.profile?.managerReason).toBeTruthy();
    expect(contestants.filter((person) => person.typeuser === 'entegra').length).toBeGreaterThan(0);
    for (const person of contestants.filter((candidate) => candidate.profile)) {
      const profile = person.profile!;
      expect(profile.phone).toMatch(/^\d{10}$/);
      expect(['US', 'CA']).toContain(profile.homeAddress.country);
      expect(profile.homeAddress).toEqual({
        address: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        zip: expect.any(String),
        country: expect.any(String),
      });
      if (person.typeuser === 'sodexo') {
        expect(profile.managerName).toBeTruthy();
        expect(profile.managerEmail).toMatch(/@sodexo\.com$/);
      } else {
        expect(profile.businessName).toBeTruthy();
      }
    }
    // The domain whitelisted before the seed is kept; the demo adds the others, one of them disabled.
    expect(await em.count(WhitelistedDomain, { domain: 'entegra.com' })).toBe(1);
    expect(await em.count(WhitelistedDomain, { isActive: false })).toBeGreaterThan(0);
  });

  it('creates recipes in every state, with ingredient rows costing $1.50 to $4 a portion', async () => {
    const em = t.em();
    const recipes = await em.find(Recipe, {}, { populate: ['contestant'] });
    const drafts = recipes.filter((recipe) => !recipe.isComplete);
    const pending = recipes.filter((recipe) => recipe.isComplete && recipe.isApproved === 0);
    const approved = recipes.filter((recipe) => recipe.isApproved === 1);
    const notApproved = recipes.filter((recipe) => recipe.isApproved === 2);
    const finalists = recipes.filter((recipe) => recipe.contestant.isFinalist);
    for (const group of [drafts, pending, approved, notApproved, finalists])
      expect(group.length).toBeGreaterThan(0);
    for (const recipe of finalists) expect(recipe.isApproved).toBe(1);
    expect(recipes.filter((recipe) => recipe.isSecondComplete)).toHaveLength(1);
    for (const recipe of recipes) {
      for (const row of recipe.ingredients) {
        expect(Object.keys(MEASURES)).toContain(row.measure);
        expect(typeof row.quantity).toBe('string');
        expect(typeof row.cost_unit).toBe('string');
      }
      const cost = recipe.ingredients.reduce(
        (sum, row) => sum + Number(row.quantity) * Number(row.cost_unit),
        0,
      );
      expect(cost).toBeGreaterThanOrEqual(1.5);
      expect(cost).toBeLessThanOrEqual(4);
      if (recipe.isComplete) {
        expect(recipe.recipeImage).toBeTruthy();
        expect(recipe.headshotImage).toBeTruthy();
        expect(recipe.preparation).toBeTruthy();
      }
    }
  });

  it('has first-round votes on approved recipes and second-round votes on finalists', async () => {
    const em = t.em();
    const votes = await em.find(Vote, {}, { populate: ['judge', 'recipe', 'recipe.contestant'] });
    const scored = votes.filter((vote) => vote.creativity !== null);
    expect(scored.filter((vote) => vote.stage === 'first').length).toBeGreaterThan(5);
    expect(scored.filter((vote) => vote.stage === 'second').length).toBeGreaterThan(0);
    for (const vote of scored) {
      expect(vote.judge.stage).toBe(vote.stage);
      expect(vote.recipe.isApproved).toBe(1);
      if (vote.stage === 'second') expect(vote.recipe.contestant.isFinalist).toBe(true);
      for (const value of [vote.creativity, vote.appearance, vote.ingredients, vote.deployability]) {
        const score = Number(value);
        expect(score * 2).toBe(Math.round(score * 2));
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }
      expect([0, 5]).toContain(vote.profitability);
      expect(vote.note).toBeTruthy();
    }
  });

  it('refuses a database that already holds data, and adds no pictures', async () => {
    const before = await t.em().count(StoredFile, {});
    const result = await t.run('demo:seed');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^The database is not empty \(2 admins, 6 judges, \d+ contestants, 8 FAQ rows, 4 sponsors, 3 past editions\); demo:seed only fills an empty database, so nothing was written.\n$/,
    );
    expect(await t.em().count(StoredFile, {})).toBe(before);
  });

  it('skips quietly with --if-empty, and so does seedDemoIfEmpty', async () => {
    const result = await t.run('demo:seed', '--if-empty');
    expect(result).toEqual({
      code: 0,
      stdout: 'Demo data already present: nothing was added.\n',
      stderr: '',
    });
    let printed = '';
    const outcome = await seedDemoIfEmpty({
      databaseUrl: t.database.url,
      env: { ...process.env, NODE_ENV: 'test' },
      config: { storageDir: t.storageDir },
      io: { stdout: (text) => void (printed += text), stderr: (text) => void (printed += text) },
    });
    expect(outcome).toBe('skipped');
    expect(printed).toBe('Demo data already present: nothing was added.\n');
  });
});

describe('seedDemoIfEmpty', () => {
  let database: TestDatabase;
  let storageDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    storageDir = mkdtempSync(join(tmpdir(), 'rc-cli-seed-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('seeds an empty database', async () => {
    let printed = '';
    const outcome = await seedDemoIfEmpty({
      databaseUrl: database.url,
      env: { ...process.env, NODE_ENV: 'test' },
      config: { storageDir },
      io: { stdout: (text) => void (printed += text), stderr: (text) => void (printed += text) },
    });
    expect(outcome).toBe('seeded');
    expect(printed).toContain('admin@recipe-contest.local');
    const orm = await MikroORM.init(ormConfig(database.url, { min: 0, max: 1 }));
    try {
      expect(await orm.em.fork().count(Contestant, {})).toBeGreaterThan(10);
    } finally {
      await orm.close();
    }
  }, 120_000);
});

describe('demo:seed when writing fails', () => {
  it('leaves no row and no picture behind', async () => {
    const database = await createTestDatabase();
    const storageDir = mkdtempSync(join(tmpdir(), 'rc-cli-seed-fail-'));
    const output = new CliOutput({ stdout: () => undefined, stderr: () => undefined });
    const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { storageDir });
    const app = await NestFactory.createApplicationContext(
      CliServicesModule.forRoot({ config, databaseUrl: database.url, output }),
      { logger: false },
    );
    try {
      const seeder = app.get(DemoSeedService);
      // Fails in the middle of the transaction, after settings, site content, judges and admins were written.
      (seeder as unknown as { writeContestants: () => never }).writeContestants = () => {
        throw new Error('disk full');
      };
      await expect(seeder.seed()).rejects.toThrow('disk full');
      const em = app.get(MikroORM).em.fork();
      const counts = [
        await em.count(Admin, {}),
        await em.count(Judge, {}),
        await em.count(Contestant, {}),
        await em.count(FaqItem, {}),
        await em.count(Sponsor, {}),
        await em.count(PastEdition, {}),
        await em.count(WhitelistedDomain, {}),
        await em.count(StoredFile, {}),
      ];
      expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(await em.findOneOrFail(ContestSettings, { id: 1 })).toMatchObject({
        phase: 'coming_soon',
        ctaText: null,
      });
      expect(readdirSync(storageDir).filter((name) => !name.startsWith('.'))).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('command line database', () => {
  let folder: string;

  beforeEach(() => {
    // Below the project rather than the system's temporary folder: as root the embedded server runs as the account
    // `postgres`, which must be able to reach the data folder.
    mkdirSync(TEST_DIR, { recursive: true });
    folder = mkdtempSync(join(TEST_DIR, 'cli-data-'));
    chmodSync(folder, 0o755);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** No DATABASE_URL: the embedded database in DATA_DIR, as on a developer's machine. */
  const embeddedRun = async (dataDir: string, ...args: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        STORAGE_DIR: join(folder, 'files'),
      },
      io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
    });
    return { code, stdout, stderr };
  };

  const countDomains = async (url: string, domain: string) => {
    const orm = await MikroORM.init(ormConfig(url, { min: 0, max: 1 }));
    try {
      return await orm.em.fork().count(WhitelistedDomain, { domain });
    } finally {
      await orm.close();
    }
  };

  /** A process id that belonged to a process that has ended (what a killed app leaves in server.json). */
  const endedProcessId = () =>
    new Promise<number>((resolveId) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.on('exit', () => resolveId(child.pid!));
    });

  it('initialises a fresh data folder, migrates it, and stops its server again for the next command', async () => {
    const dataDir = join(folder, 'data');
    const first = await embeddedRun(dataDir, 'whitelist:add', 'first-run.com');
    expect(first).toMatchObject({ code: 0, stdout: 'Added (enabled): first-run.com\n' });
    expect(first.stderr).toContain('Initialised the embedded PostgreSQL');
    // The server was stopped: nothing claims the folder, and the next command starts it again and sees the row.
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'cluster', 'postmaster.pid'))).toBe(false);
    const second = await embeddedRun(dataDir, 'whitelist:add', 'first-run.com');
    expect(second).toMatchObject({
      code: 0,
      stdout: 'Already present, left as they are: first-run.com\n',
      stderr: '',
    });
  }, 60_000);

  it('keeps the folder and the password file to their owner, and never a fixed password', async () => {
    const dataDir = join(folder, 'data');
    expect((await embeddedRun(dataDir, 'whitelist:add', 'private.com')).code).toBe(0);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'password')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'cluster')).mode & 0o077).toBe(0);
    const password = readFileSync(join(dataDir, 'password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    // Another folder gets another password.
    const otherDir = join(folder, 'other');
    expect((await embeddedRun(otherDir, 'whitelist:add', 'private.com')).code).toBe(0);
    expect(readFileSync(join(otherDir, 'password'), 'utf8').trim()).not.toBe(password);
  }, 60_000);

  it('asks for the password and listens on the loopback address only', async () => {
    const dataDir = join(folder, 'data');
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const port = String(server.port);
      const withoutPassword = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres' });
      await expect(withoutPassword.connect()).rejects.toThrow(/password/i);
      await withoutPassword.end().catch(() => undefined);
      const settings = new pg.Client({ connectionString: server.url });
      await settings.connect();
      try {
        const listen = await settings.query<{ listen_addresses: string }>('show listen_addresses');
        expect(listen.rows[0].listen_addresses).toBe('127.0.0.1');
        const version = await settings.query<{ server_version_num: string }>('show server_version_num');
        expect(Number(version.rows[0].server_version_num)).toBeGreaterThanOrEqual(180000);
      } finally {
        await settings.end();
      }
      expect(port).toMatch(/^\d+$/);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('connects to the server that the running app holds instead of starting a second one', async () => {
    const dataDir = join(folder, 'data');
    // Stands in for the running app: it starts the server on the folder, as createApp does.
    const app = await startEmbeddedPostgres({ dataDir });
    try {
      const result = await embeddedRun(dataDir, 'whitelist:add', 'while-running.com');
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(await countDomains(app.url, 'while-running.com')).toBe(1);
    } finally {
      await app.stop();
    }
  }, 60_000);

  it('stops a server that a killed app left running, says so, and starts afresh with the data kept', async () => {
    const dataDir = join(folder, 'data');
    const app = await startEmbeddedPostgres({ dataDir });
    expect(await embeddedRun(dataDir, 'whitelist:add', 'before-the-crash.com')).toMatchObject({ code: 0 });
    // kill -9 of the app: its server keeps running, and server.json names an owner that is gone.
    const orphan = Number(readFileSync(join(dataDir, 'cluster', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const info = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { owner: number };
    writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ ...info, owner: await endedProcessId() }));
    try {
      const result = await embeddedRun(dataDir, 'whitelist:add', 'after-the-crash.com');
      expect(result).toMatchObject({ code: 0, stdout: 'Added (enabled): after-the-crash.com\n' });
      expect(result.stderr).toContain(`Stopping the embedded PostgreSQL (process ${orphan})`);
      expect(() => process.kill(orphan, 0)).toThrow();
      const again = await startEmbeddedPostgres({ dataDir });
      try {
        expect(await countDomains(again.url, 'before-the-crash.com')).toBe(1);
        expect(await countDomains(again.url, 'after-the-crash.com')).toBe(1);
      } finally {
        await again.stop();
      }
    } finally {
      await app.stop();
    }
  }, 60_000);

  it('removes the lock file of a server that did not stop cleanly and starts', async () => {
    const dataDir = join(folder, 'data');
    expect((await embeddedRun(dataDir, 'whitelist:add', 'stale.com')).code).toBe(0);
    writeFileSync(join(dataDir, 'cluster', 'postmaster.pid'), `${await endedProcessId()}\n${dataDir}\n`);
    const result = await embeddedRun(dataDir, 'whitelist:add', 'stale.com');
    expect(result).toMatchObject({ code: 0, stdout: 'Already present, left as they are: stale.com\n' });
    expect(result.stderr).toContain('Removed the lock file');
  }, 60_000);
});

describe('the cli.js process', () => {
  let build: string;
  let database: TestDatabase;

  // The entry runs as its own process, as `npm run cli` runs it.
  beforeAll(async () => {
    build = await compileServer();
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    rmSync(build, { recursive: true, force: true });
  });

  const spawnCli = (args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> =>
    new Promise((resolveRun, reject) => {
      // process.execPath: the Node 24 that runs these tests (plain `node` on this machine is Node 20).
      const child = spawn(process.execPath, [join(build, 'src/cli.js'), ...args], {
        env: { ...process.env, NODE_OPTIONS: '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolveRun({ code: code ?? -1, stdout, stderr }));
    });

  it('prints the help and exits 0', async () => {
    const result = await spawnCli(['--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run cli -- [options] [command]');
    expect(result.stdout).toContain('demo:seed');
  }, 30_000);

  it('creates an admin, then refuses the same one with exit code 1 and one line on stderr', async () => {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'test', STORAGE_DIR: join(build, 'files') };
    const args = [
      'admins:create',
      '--email',
      'process@example.com',
      '--name',
      'Pat',
      '--lastname',
      'Process',
      '--password',
      'spawned-process',
    ];
    const created = await spawnCli(args, env);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Created admin Pat Process <process@example.com>');
    const refused = await spawnCli(args, env);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: 'An admin with the e-mail process@example.com already exists.\n',
    });
  }, 30_000);
});
