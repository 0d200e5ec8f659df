import { MikroORM } from '@mikro-orm/postgresql';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Admin } from '../../src/auth/admin.entity.js';
import { PasswordHasher } from '../../src/auth/password-hasher.service.js';
import { NestFactory } from '@nestjs/core';
import { CliOutput } from '../../src/cli/cli-output.js';
import { CliServicesModule } from '../../src/cli/cli-services.module.js';
import { DemoSeedService } from '../../src/cli/demo/demo-seed.service.js';
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
import { MEASURES, Recipe } from '../../src/recipes/recipe.entity.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';
import { cliHarness, type CliRun, type Harness } from '../support/cli.js';

const hasher = new PasswordHasher();
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
    expect(sodexo.filter((person) => person.isAuthorized === AUTHORIZATION.waiting).length).toBeGreaterThan(
      0,
    );
    expect(sodexo.filter((person) => person.isAuthorized === AUTHORIZATION.approved).length).toBeGreaterThan(
      0,
    );
    const rejected = sodexo.filter((person) => person.isAuthorized === AUTHORIZATION.rejected);
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
    const pending = recipes.filter((recipe) => recipe.isComplete && recipe.isApproved === REVIEW.pending);
    const approved = recipes.filter((recipe) => recipe.isApproved === REVIEW.approved);
    const notApproved = recipes.filter((recipe) => recipe.isApproved === REVIEW.notApproved);
    const finalists = recipes.filter((recipe) => recipe.contestant.isFinalist);
    for (const group of [drafts, pending, approved, notApproved, finalists])
      expect(group.length).toBeGreaterThan(0);
    for (const recipe of finalists) expect(recipe.isApproved).toBe(REVIEW.approved);
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
      expect(vote.recipe.isApproved).toBe(REVIEW.approved);
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
