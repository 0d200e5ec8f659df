import { join } from 'node:path';
import { Admin } from '../../src/auth/admin.entity.js';
import { PasswordHasher } from '../../src/auth/password-hasher.service.js';
import { runCli } from '../../src/cli/run-cli.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { Judge } from '../../src/auth/judge.entity.js';
import { cliHarness, type CliRun, type Harness } from '../support/cli.js';

const hasher = new PasswordHasher();

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
