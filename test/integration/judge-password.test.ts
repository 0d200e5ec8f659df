import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthToken } from '../../src/auth/auth-token.entity.js';
import {
  PASSWORD_RESET_MESSAGES,
  StaffPasswordResetService,
} from '../../src/auth/password-reset/staff-password-reset.service.js';
import pg from 'pg';
import { StaffPasswordTokens } from '../../src/auth/password-reset/staff-password-tokens.service.js';
import { SignedInSessionsQueries } from '../../src/auth/password-reset/signed-in-sessions.queries.js';
import { SIGN_IN_MESSAGES } from '../../src/auth/staff-sign-in.service.js';
import { TOO_MANY_ATTEMPTS } from '../../src/auth/throttle/sign-in-throttler.guard.js';
import { runCli } from '../../src/cli/run-cli.js';
import { JudgeInvitationService } from '../../src/judging/judge-invitation.service.js';
import { Judge } from '../../src/auth/judge.entity.js';
import type { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { createTestDatabase } from '../support/test-database.js';
import {
  callStaffSignIn,
  csrfOf,
  signInStaff,
  startTestApp,
  type TestApp,
  appSuite,
} from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';

type Agent = ReturnType<TestApp['agent']>;

async function askForLink(t: TestApp, email: string, agent: Agent = t.agent()) {
  const csrf = await csrfOf(agent);
  const response = await agent.post('/judges/password/email').set(XHR).send({ csrf, email });
  // A link request is handled once its answer is sent: wait for it before looking for its mail.
  await t.running.app.get(StaffPasswordResetService).whenIdle();
  return response;
}

async function resetWith(t: TestApp, fields: Record<string, string | undefined>, agent: Agent = t.agent()) {
  const csrf = await csrfOf(agent);
  return agent
    .post('/judges/password/reset')
    .set(XHR)
    .send({ csrf, ...fields });
}

/** The reset page's path (with its query) in a mail. */
function linkIn(mail: OutboxMail): { path: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/judges\/password\/reset\/([A-Za-z0-9_-]+)\?\S+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return { path: match[1], token: match[2] };
}

async function lastLinkTo(t: TestApp, email: string) {
  const [mail] = (await mailsTo(t, email)).slice(-1);
  return linkIn(mail);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Judge password recovery', () => {
  const t = appSuite();

  describe('asking for a link', () => {
    it('is the judges/forgot-password page', async () => {
      const page = await inertiaVisit(t, t.agent(), '/judges/password/email');
      expect(page.status).toBe(200);
      expect(page.body.component).toBe('judges/forgot-password');
      expect(page.body.props).toMatchObject({ signInUrl: '/judges/login', validMinutes: 60 });
    });

    it('mails a password judge a single-use link whose token is stored only as a hash, valid 60 minutes', async () => {
      const judge = await t.factory.newJudge();
      const before = Date.now();
      const response = await askForLink(t, judge.email.toUpperCase());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { message: PASSWORD_RESET_MESSAGES.linkSent } });

      const mails = await mailsTo(t, judge.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Reset your password', template: 'staff-password-reset' });
      const { path, token } = linkIn(mails[0]);
      expect(path).toContain(`?email=${encodeURIComponent(judge.email)}`);

      const stored = await t.em().find(AuthToken, { email: judge.email });
      expect(stored).toHaveLength(1);
      expect(stored[0].purpose).toBe('judge_password_reset');
      expect(stored[0].tokenHash).toBe(sha256(token));
      expect(stored[0].tokenHash).not.toContain(token);
      const minutes = (stored[0].expiresAt.getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60.1);
    });

    it('answers the same for an unknown address, a disabled judge and an admin, and mails none of them', async () => {
      const disabled = await t.factory.newJudge({ isActive: false });
      const admin = await t.factory.newAdmin();
      for (const email of ['nobody-here@example.com', disabled.email, admin.email]) {
        const response = await askForLink(t, email);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ data: { message: PASSWORD_RESET_MESSAGES.linkSent } });
        expect(await mailsTo(t, email)).toHaveLength(0);
      }
      expect(await t.em().count(AuthToken, { email: disabled.email })).toBe(0);
    });

    it('tells a single sign-on judge to use single sign-on, with no link that could set a password', async () => {
      const judge = await t.factory.newJudge({ typelogin: 'sso' });
      const response = await askForLink(t, judge.email);
      expect(response.body).toEqual({ data: { message: PASSWORD_RESET_MESSAGES.linkSent } });
      const [mail] = await mailsTo(t, judge.email);
      expect(mail.template).toBe('staff-sso-reminder');
      expect(mail.text).toContain('/login/judge');
      expect(mail.text).not.toContain('/judges/password/reset');
      expect(await t.em().count(AuthToken, { email: judge.email })).toBe(0);
    });

    it('mails one link a minute per address, answering the same to the second request', async () => {
      const judge = await t.factory.newJudge();
      expect((await askForLink(t, judge.email)).status).toBe(200);
      const second = await askForLink(t, judge.email);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ data: { message: PASSWORD_RESET_MESSAGES.linkSent } });
      expect(await mailsTo(t, judge.email)).toHaveLength(1);
    });

    it('answers 422 for a missing or malformed address', async () => {
      const missing = await askForLink(t, '');
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ email: ['This field is required'] });
      const malformed = await askForLink(t, 'not-an-address');
      expect(malformed.body.errors).toEqual({ email: ['This field must be a valid email'] });
    });

    it('slows down a visitor trying many times for one address, known or not, with 429', async () => {
      const agent = t.agent();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++)
        statuses.push((await askForLink(t, 'someone-else@example.com', agent)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('choosing a new password', () => {
    async function judgeWithLink(password = 'old password 1') {
      const judge = await t.factory.newJudge({ password });
      await askForLink(t, judge.email);
      return { judge, ...(await lastLinkTo(t, judge.email)) };
    }

    it('shows the judges/reset-password page with the address of the link, ready to use', async () => {
      const { judge, path, token } = await judgeWithLink();
      const page = await inertiaVisit(t, t.agent(), path);
      expect(page.body.component).toBe('judges/reset-password');
      expect(page.body.props).toMatchObject({
        token,
        email: judge.email,
        state: 'ready',
        message: null,
        welcome: false,
      });
    });

    it('sets the password: the old one stops working, the new one signs in, with the Password saved answer', async () => {
      const { judge, token } = await judgeWithLink('old password 1');
      const response = await resetWith(t, {
        email: judge.email,
        password: 'brand new password',
        password_confirmation: 'brand new password',
        token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: { message: PASSWORD_RESET_MESSAGES.saved, redirectTo: '/judges/login' },
      });
      const stored = await t.em().findOneOrFail(Judge, { id: judge.id });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

      const agent = t.agent();
      const old = await callStaffSignIn(agent, 'judge', { email: judge.email, password: 'old password 1' });
      expect(old.status).toBe(403);
      await signInStaff(t.agent(), 'judge', judge.email, 'brand new password');
    });

    it('signs the judge out of every session opened before the reset', async () => {
      const { judge, token } = await judgeWithLink('old password 1');
      const elsewhere = t.agent();
      await signInStaff(elsewhere, 'judge', judge.email, 'old password 1');
      expect((await elsewhere.get('/judges/dashboard')).status).toBe(200);
      expect(
        (
          await resetWith(t, {
            email: judge.email,
            password: 'brand new password',
            password_confirmation: 'brand new password',
            token,
          })
        ).status,
      ).toBe(200);
      const after = await elsewhere.get('/judges/dashboard');
      expect(after.status).toBe(302);
      expect(after.headers.location).toBe('/judges/login');
    });

    it('refuses a link used once already, and its page says so', async () => {
      const { judge, path, token } = await judgeWithLink();
      const fields = {
        email: judge.email,
        password: 'first new password',
        password_confirmation: 'first new password',
        token,
      };
      expect((await resetWith(t, fields)).status).toBe(200);
      const again = await resetWith(t, {
        ...fields,
        password: 'second password',
        password_confirmation: 'second password',
      });
      expect(again.status).toBe(403);
      expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.linkUsed);
      await signInStaff(t.agent(), 'judge', judge.email, 'first new password');
      expect((await inertiaVisit(t, t.agent(), path)).body.props).toMatchObject({
        state: 'used',
        message: PASSWORD_RESET_MESSAGES.linkUsed,
      });
    });

    it('refuses a link after its 60 minutes, and its page says so', async () => {
      const { judge, path, token } = await judgeWithLink('old password 1');
      await t
        .em()
        .getConnection()
        .execute(`update auth_tokens set expires_at = now() - interval '1 second' where token_hash = ?`, [
          sha256(token),
        ]);
      const response = await resetWith(t, {
        email: judge.email,
        password: 'too late password',
        password_confirmation: 'too late password',
        token,
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(PASSWORD_RESET_MESSAGES.linkExpired);
      expect((await inertiaVisit(t, t.agent(), path)).body.props.state).toBe('expired');
      await signInStaff(t.agent(), 'judge', judge.email, 'old password 1');
    });

    it('refuses a forged token, well-formed or not', async () => {
      const judge = await t.factory.newJudge({ password: 'old password 1' });
      for (const token of ['A'.repeat(43), 'not-a-token', `${'x'.repeat(42)}/`]) {
        const response = await resetWith(t, {
          email: judge.email,
          password: 'forged password',
          password_confirmation: 'forged password',
          token,
        });
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
      }
      expect(
        (await inertiaVisit(t, t.agent(), `/judges/password/reset/${'A'.repeat(43)}`)).body.props.state,
      ).toBe('invalid');
      await signInStaff(t.agent(), 'judge', judge.email, 'old password 1');
    });

    it('does not accept an admin reset link on the judges’ form', async () => {
      const judge = await t.factory.newJudge({ password: 'old password 1' });
      const em = t.em();
      const token = t.running.app.get(StaffPasswordTokens).issue(em, 'admin', judge.email, 60);
      await em.flush();
      const response = await resetWith(t, {
        email: judge.email,
        password: 'crossed password',
        password_confirmation: 'crossed password',
        token,
      });
      expect(response.status).toBe(403);
    });

    it('answers 422 for a mismatched repetition, a short password and missing fields, and keeps the link', async () => {
      const { judge, token } = await judgeWithLink();
      const mismatch = await resetWith(t, {
        email: judge.email,
        password: 'brand new password',
        password_confirmation: 'brand new passwort',
        token,
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual({ password_confirmation: ['The passwords do not match'] });
      expect(mismatch.body.message).toBe('There was 1 error in your submission');

      const short = await resetWith(t, {
        email: judge.email,
        password: 'short',
        password_confirmation: 'short',
        token,
      });
      expect(short.body.errors).toEqual({ password: ['The password must be at least 8 characters'] });

      const empty = await resetWith(t, { token });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({
        email: ['This field is required'],
        password: ['This field is required'],
        password_confirmation: ['This field is required'],
      });

      const fine = await resetWith(t, {
        email: judge.email,
        password: 'brand new password',
        password_confirmation: 'brand new password',
        token,
      });
      expect(fine.status).toBe(200);
    });

    it('refuses the link with another address, and keeps it for the right one', async () => {
      const { judge, token } = await judgeWithLink();
      const other = await t.factory.newJudge();
      const fields = { password: 'brand new password', password_confirmation: 'brand new password', token };
      const wrong = await resetWith(t, { ...fields, email: other.email });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(PASSWORD_RESET_MESSAGES.otherAddress);
      expect((await resetWith(t, { ...fields, email: judge.email })).status).toBe(200);
    });

    it('refuses a judge disabled after the link was sent', async () => {
      const { judge, token } = await judgeWithLink();
      await t.em().getConnection().execute('update judges set is_active = false where id = ?', [judge.id]);
      const response = await resetWith(t, {
        email: judge.email,
        password: 'brand new password',
        password_confirmation: 'brand new password',
        token,
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(SIGN_IN_MESSAGES.disabled);
    });

    it('keeps the link usable and the old password when saving the new one fails', async () => {
      const { judge, token } = await judgeWithLink('old password 1');
      const sessions = t.running.app.get(SignedInSessionsQueries);
      const failure = jest.spyOn(sessions, 'endAllOf').mockRejectedValueOnce(new Error('connection lost'));
      const fields = {
        email: judge.email,
        password: 'brand new password',
        password_confirmation: 'brand new password',
        token,
      };
      try {
        expect((await resetWith(t, fields)).status).toBe(500);
      } finally {
        failure.mockRestore();
      }
      await signInStaff(t.agent(), 'judge', judge.email, 'old password 1');
      expect((await resetWith(t, fields)).status).toBe(200);
      await signInStaff(t.agent(), 'judge', judge.email, 'brand new password');
    });

    it('ends the other links of the address once a password is chosen', async () => {
      const { judge, token } = await judgeWithLink();
      const em = t.em();
      const spare = t.running.app.get(StaffPasswordTokens).issue(em, 'judge', judge.email, 60);
      await em.flush();
      const fields = {
        email: judge.email,
        password: 'brand new password',
        password_confirmation: 'brand new password',
      };
      expect((await resetWith(t, { ...fields, token })).status).toBe(200);
      const withSpare = await resetWith(t, { ...fields, token: spare });
      expect(withSpare.status).toBe(403);
      expect(withSpare.body.message).toBe(PASSWORD_RESET_MESSAGES.linkUsed);
    });
  });

  describe('the sign-in limit', () => {
    it('lets the real judge in again once the minute of a blocked address has passed', async () => {
      const judge = await t.factory.newJudge({ password: 'the real password' });
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      const attempt = (password: string) =>
        agent.post('/judges/login').set(XHR).send({ csrf, email: judge.email, password });
      for (let count = 0; count < 10; count++) expect((await attempt('a guess')).status).toBe(403);
      const blocked = await attempt('the real password');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS);
      // The counters live in PostgreSQL under hashed keys: move every sign-in window and block into the past, as a
      // minute of waiting would.
      await t
        .em()
        .getConnection()
        .execute(
          `update throttle_counters set expires_at = now() - interval '1 second',
             blocked_until = now() - interval '1 second' where key like 'default:%'`,
        );
      expect((await attempt('the real password')).status).toBe(200);
    });
  });

  describe('invitations', () => {
    it('lets an invited judge choose a password from the welcome link and sign in', async () => {
      const em = t.em();
      const judge = em.create(Judge, {
        name: 'Mei',
        lastname: 'Tanaka',
        email: `mei-${Date.now()}@example.com`,
        stage: 'first',
        typelogin: 'credential',
        isActive: true,
      });
      expect(await t.running.app.get(JudgeInvitationService).invite(em, judge)).toBe(true);
      await em.flush();

      const [mail] = await mailsTo(t, judge.email);
      expect(mail).toMatchObject({ template: 'judge-invitation' });
      expect(mail.text).toContain('Hello Mei,');
      const { path, token } = linkIn(mail);
      expect(path).toContain('welcome=1');
      const [stored] = await t.em().find(AuthToken, { email: judge.email });
      expect((stored.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(6.9);

      expect((await inertiaVisit(t, t.agent(), path)).body.props).toMatchObject({
        state: 'ready',
        welcome: true,
      });
      expect(
        (
          await resetWith(t, {
            email: judge.email,
            password: 'my chosen password',
            password_confirmation: 'my chosen password',
            token,
          })
        ).status,
      ).toBe(200);
      await signInStaff(t.agent(), 'judge', judge.email, 'my chosen password');
    });

    it('sends no invitation to a single sign-on judge', async () => {
      const em = t.em();
      const judge = em.create(Judge, {
        name: 'Andre',
        lastname: 'Whitaker',
        email: `andre-${Date.now()}@sodexo.com`,
        stage: 'second',
        typelogin: 'sso',
        isActive: true,
      });
      expect(await t.running.app.get(JudgeInvitationService).invite(em, judge)).toBe(false);
      await em.flush();
      expect(await mailsTo(t, judge.email)).toHaveLength(0);
    });
  });
});

describe('Judges invited from the command line', () => {
  it('creates judges without a password (judges:create --invite, judges:import) whose mailed link works in the app', async () => {
    const database = await createTestDatabase();
    const storageDir = mkdtempSync(join(tmpdir(), 'rc-invite-'));
    let stdout = '';
    let stderr = '';
    const cli = (...args: string[]) =>
      runCli(args, {
        databaseUrl: database.url,
        env: { ...process.env, NODE_ENV: 'test' },
        config: { storageDir, smtpUrl: null },
        io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
      });
    let t: TestApp | null = null;
    try {
      const created = await cli(
        'judges:create',
        '--email',
        'olivia@example.com',
        '--name',
        'Olivia',
        '--lastname',
        'Grant',
        '--stage',
        'second',
        '--invite',
      );
      expect({ created, stderr }).toEqual({ created: 0, stderr: '' });
      expect(stdout).toContain('was mailed an invitation to choose a password');

      const both = await cli(
        'judges:create',
        '--email',
        'both@example.com',
        '--name',
        'B',
        '--lastname',
        'C',
        '--stage',
        'first',
        '--invite',
        '--password',
        'long enough',
      );
      expect(both).toBe(1);
      expect(stderr).toContain('give only one of --password, --sso and --invite');

      const file = join(storageDir, 'judges.csv');
      writeFileSync(
        file,
        [
          'email,name,lastname,stage,typelogin,password',
          'rafael@example.com,Rafael,Moreno,first,credential,',
          'hannah@sodexo.com,Hannah,Whitfield,first,sso,',
          'keiko@example.com,Keiko,Sato,first,credential,knife-skills-1',
        ].join('\n'),
      );
      stdout = '';
      expect(await cli('judges:import', file)).toBe(0);
      expect(stdout).toContain('1 judge without a password was mailed an invitation to choose one.');

      t = await startTestApp({ database });
      expect(await t.em().findOneOrFail(Judge, { email: 'olivia@example.com' })).toMatchObject({
        typelogin: 'credential',
        passwordHash: null,
        isActive: true,
      });
      expect(await mailsTo(t, 'hannah@sodexo.com')).toHaveLength(0);
      expect(await mailsTo(t, 'keiko@example.com')).toHaveLength(0);
      expect((await mailsTo(t, 'rafael@example.com')).map((mail) => mail.template)).toEqual([
        'judge-invitation',
      ]);

      const [invitation] = await mailsTo(t, 'olivia@example.com');
      expect(invitation.subject).toMatch(/^You are invited to judge the /);
      expect(invitation.text).toContain('a judge of the final round');
      const { token } = linkIn(invitation);
      expect(
        (
          await resetWith(t, {
            email: 'olivia@example.com',
            password: 'olivia chose this',
            password_confirmation: 'olivia chose this',
            token,
          })
        ).status,
      ).toBe(200);
      await signInStaff(t.agent(), 'judge', 'olivia@example.com', 'olivia chose this');
    } finally {
      await t?.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    }
  });
});

// An app of its own: the visitor's ten link requests a minute are spent by the file above.
describe('Asking for a judge password link, timing', () => {
  const t = appSuite();

  it('answers before it looks the address up, so a known and an unknown address take the same path', async () => {
    const judge = await t.factory.newJudge();
    // While the judges' table is locked, a request that looked the address up before answering could not answer.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table judges in access exclusive mode');
      for (const email of [judge.email, 'nobody-at-all@example.com']) {
        const agent = t.agent();
        const csrf = await csrfOf(agent);
        const answer = await Promise.race([
          agent.post('/judges/password/email').set(XHR).send({ csrf, email }),
          new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 3000)),
        ]);
        expect(answer === 'waiting' ? answer : answer.status).toBe(200);
      }
      expect(await mailsTo(t, judge.email)).toHaveLength(0);
    } finally {
      await locker.query('commit');
      await locker.end();
    }
    await t.running.app.get(StaffPasswordResetService).whenIdle();
    expect(await mailsTo(t, judge.email)).toHaveLength(1);
  });
});
