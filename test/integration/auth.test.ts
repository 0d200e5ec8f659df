import { Body, Controller, Get, HttpCode, Module, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ForAudience } from '../../src/auth/audience.decorator.js';
import { AuthModule } from '../../src/auth/auth.module.js';
import { SessionService } from '../../src/auth/session.service.js';
import { AuthToken } from '../../src/auth/auth-token.entity.js';
import { ExpiredTokensJob } from '../../src/auth/expired-tokens.job.js';
import { SESSION_COOKIE } from '../../src/auth/session-cookie.js';
import {
  callStaffSignIn,
  csrfOf,
  signedInStaff,
  signInStaff,
  startTestApp,
  appSuite,
} from '../support/test-app.js';
import { inertiaVisit, pageFromHtml, XHR } from '../support/inertia.js';

/** Routes that exist only in these tests: a contestant page, and a way to sign a contestant in. */
@Controller('probe')
class ProbeController {
  constructor(private readonly sessions: SessionService) {}

  @Get('contestant')
  @ForAudience('user')
  contestantOnly() {
    return { ok: true };
  }

  @Post('sign-in-contestant')
  @HttpCode(200)
  async signIn(@Body() body: { id: number }, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.sessions.signIn(req, res, 'user', Number(body.id));
    return { ok: true };
  }

  @Post('write')
  @HttpCode(200)
  write() {
    return { written: true };
  }
}

@Module({ imports: [AuthModule], controllers: [ProbeController] })
class ProbeModule {}

describe('Sessions, audiences and CSRF', () => {
  const t = appSuite({ imports: [ProbeModule] });

  describe('CSRF', () => {
    it('refuses a write call without the CSRF value with 419', async () => {
      const agent = t.agent();
      await csrfOf(agent);
      const response = await agent.post('/probe/write').set(XHR).send({});
      expect(response.status).toBe(419);
      expect(response.body.message).toMatch(/session has expired/i);
    });

    it("refuses a wrong or another visitor's CSRF value", async () => {
      const mine = t.agent();
      const theirs = t.agent();
      await csrfOf(mine);
      const theirToken = await csrfOf(theirs);
      expect((await mine.post('/probe/write').set(XHR).send({ csrf: 'forged' })).status).toBe(419);
      expect((await mine.post('/probe/write').set(XHR).send({ csrf: theirToken })).status).toBe(419);
    });

    it('accepts the value as csrf, _token or the X-CSRF-TOKEN header', async () => {
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      expect((await agent.post('/probe/write').set(XHR).send({ csrf })).status).toBe(200);
      expect((await agent.post('/probe/write').set(XHR).type('form').send({ _token: csrf })).status).toBe(
        200,
      );
      expect((await agent.post('/probe/write').set(XHR).set('X-CSRF-TOKEN', csrf).send({})).status).toBe(200);
    });

    it('changes nothing when a sign-in call lacks the value', async () => {
      const admin = await t.factory.newAdmin({ password: 'a good password' });
      const agent = t.agent();
      const response = await agent
        .post('/admins/login')
        .set(XHR)
        .send({ email: admin.email, password: 'a good password' });
      expect(response.status).toBe(419);
      const rows = await t.em().getConnection().execute('select count(*)::int as n from sessions');
      expect(rows[0].n).toBe(0);
    });
  });

  describe('audiences', () => {
    it("sends an anonymous visitor of a judge page to the judges' sign-in page", async () => {
      const response = await t.agent().get('/judges/dashboard');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/judges/login');
    });

    it("sends an anonymous Inertia visit of an admin page to the admins' sign-in page with 409", async () => {
      const page = await inertiaVisit(t, t.agent(), '/', 'x');
      expect(page.status).toBe(409);
      const { version } = pageFromHtml((await t.agent().get('/')).text);
      const response = await inertiaVisit(t, t.agent(), '/admins/dashboard', version);
      expect(response.status).toBe(409);
      expect(response.headers['x-inertia-location']).toBe('/admins/login');
    });

    it('lets a judge into judge pages and refuses admin and contestant pages', async () => {
      const { agent } = await signedInStaff(t, 'judge');
      const dashboard = await agent.get('/judges/dashboard');
      expect(dashboard.status).toBe(200);
      expect(pageFromHtml(dashboard.text).component).toBe('judges/dashboard');
      expect((await agent.get('/admins/dashboard').set(XHR)).status).toBe(403);
      expect((await agent.get('/probe/contestant').set(XHR)).status).toBe(403);
    });

    it('lets an admin into admin pages and refuses judge pages', async () => {
      const admin = await t.factory.newAdmin({ password: 'admin password' });
      const agent = t.agent();
      const response = await signInStaff(agent, 'admin', admin.email, 'admin password');
      expect(response.body).toEqual({ data: { redirectTo: '/admins/dashboard' } });
      expect((await agent.get('/admins/dashboard')).status).toBe(200);
      const refused = await agent.get('/judges/dashboard').set(XHR);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This page is for judges only.');
    });

    it('lets a contestant into contestant pages only', async () => {
      const contestant = await t.factory.newContestant();
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      await agent.post('/probe/sign-in-contestant').set(XHR).send({ csrf, id: contestant.id }).expect(200);
      expect((await agent.get('/probe/contestant').set(XHR)).status).toBe(200);
      expect((await agent.get('/judges/dashboard').set(XHR)).status).toBe(403);
      expect((await agent.get('/admins/dashboard').set(XHR)).status).toBe(403);
    });

    it('shows the signed-in person in the shared props, with the initial for the user menu', async () => {
      const contestant = await t.factory.newContestant({ name: 'maria', lastname: 'Lopez' });
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      await agent.post('/probe/sign-in-contestant').set(XHR).send({ csrf, id: contestant.id }).expect(200);
      const page = await agent.get('/');
      const { props } = pageFromHtml<{ auth: { user: unknown } }>(page.text);
      expect(props.auth.user).toMatchObject({
        id: contestant.id,
        type: 'user',
        initial: 'M',
        name: 'maria Lopez',
      });
    });
  });

  describe('sign-in and sign-out', () => {
    it("refuses a wrong password with 403 and the server's message", async () => {
      const judge = await t.factory.newJudge({ password: 'right password' });
      const response = await callStaffSignIn(t.agent(), 'judge', {
        email: judge.email,
        password: 'wrong password',
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('These credentials do not match our records.');
    });

    it('refuses a disabled judge, and an sso judge with their own message', async () => {
      const disabled = await t.factory.newJudge({ password: 'right password', isActive: false });
      const sso = await t.factory.newJudge({ password: 'right password', typelogin: 'sso' });
      const agent = t.agent();
      const a = await callStaffSignIn(agent, 'judge', { email: disabled.email, password: 'right password' });
      expect(a.status).toBe(403);
      expect(a.body.message).toMatch(/disabled/);
      const b = await callStaffSignIn(agent, 'judge', { email: sso.email, password: 'right password' });
      expect(b.status).toBe(403);
      expect(b.body.message).toMatch(/single sign-on/);
    });

    it('answers invalid input with 422 and a message per field', async () => {
      const agent = t.agent();
      const response = await callStaffSignIn(agent, 'admin', { email: 'not-an-email', password: '' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        email: ['This field must be a valid email'],
        password: ['This field is required'],
      });
      expect(response.body.message).toBe('There were 2 errors in your submission');
      // A call without the password at all (only a hand-made request does that) is told the same.
      for (const audience of ['admin', 'judge'] as const) {
        const missing = await callStaffSignIn(agent, audience, { email: 'chef@example.com' });
        expect(missing.status).toBe(422);
        expect(missing.body.errors).toEqual({ password: ['This field is required'] });
      }
    });

    it('gives a new session id at sign-in, and ends the session at /logout', async () => {
      const admin = await t.factory.newAdmin({ password: 'admin password' });
      const agent = t.agent();
      const response = await signInStaff(agent, 'admin', admin.email, 'admin password');
      expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
      expect((await agent.get('/admins/dashboard')).status).toBe(200);
      const logout = await agent.get('/logout');
      expect(logout.status).toBe(303);
      expect(logout.headers.location).toBe('/');
      expect((await agent.get('/admins/dashboard')).status).toBe(302);
    });

    it('signs a judge out at the next request after they are disabled', async () => {
      const judge = await t.factory.newJudge({ password: 'judge password' });
      const agent = t.agent();
      await signInStaff(agent, 'judge', judge.email, 'judge password');
      expect((await agent.get('/judges/dashboard')).status).toBe(200);
      await t.em().getConnection().execute('update judges set is_active = false where id = ?', [judge.id]);
      expect((await agent.get('/judges/dashboard')).status).toBe(302);
    });

    const sessionCookieOf = (response: { headers: Record<string, unknown> }) =>
      String(response.headers['set-cookie'])
        .split(/,(?=\s*\w+=)/)
        .find((c) => c.includes(SESSION_COOKIE))!;

    it("keeps a judge's remembered session for 30 days and a plain one for the browser session", async () => {
      const judge = await t.factory.newJudge({ password: 'judge password' });
      const plainResponse = await signInStaff(t.agent(), 'judge', judge.email, 'judge password');
      expect(sessionCookieOf(plainResponse)).not.toMatch(/Expires=/i);
      const remembered = t.agent();
      const response = await callStaffSignIn(remembered, 'judge', {
        email: judge.email,
        password: 'judge password',
        remember_me: true,
      });
      const expires = new Date(/Expires=([^;]+)/i.exec(sessionCookieOf(response))![1]).getTime();
      expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    });

    it('gives an admin an ordinary session even when remember_me is sent', async () => {
      const admin = await t.factory.newAdmin({ password: 'admin password' });
      const response = await callStaffSignIn(t.agent(), 'admin', {
        email: admin.email,
        password: 'admin password',
        remember_me: true,
      });
      expect(response.status).toBe(200);
      expect(sessionCookieOf(response)).not.toMatch(/Expires=/i);
    });
  });

  it('keeps a session valid on a second copy of the app sharing the database', async () => {
    const second = await startTestApp({ database: t.database, imports: [ProbeModule] });
    try {
      const admin = await t.factory.newAdmin({ password: 'admin password' });
      const agent = t.agent();
      const response = await signInStaff(agent, 'admin', admin.email, 'admin password');
      const cookies = (response.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      const other = await import('supertest').then((m) =>
        m.default(second.server).get('/admins/dashboard').set('Cookie', cookies),
      );
      expect(other.status).toBe(200);
      expect(pageFromHtml(other.text).component).toBe('admins/dashboard');
    } finally {
      await second.close();
    }
  });
});

describe('The expired-tokens job', () => {
  const t = appSuite();

  it('deletes links expired over a week ago, keeping newer ones so they still say "expired"', async () => {
    const em = t.em();
    const day = 24 * 60 * 60 * 1000;
    const old = em.create(AuthToken, {
      purpose: 'contestant_sign_in',
      tokenHash: `old-${Date.now()}`,
      email: 'old@example.com',
      expiresAt: new Date(Date.now() - 8 * day),
    });
    const recent = em.create(AuthToken, {
      purpose: 'contestant_sign_in',
      tokenHash: `recent-${Date.now()}`,
      email: 'recent@example.com',
      expiresAt: new Date(Date.now() - day),
    });
    await em.flush();
    expect(await t.running.app.get(ExpiredTokensJob).run()).toBeGreaterThanOrEqual(1);
    expect(await t.em().count(AuthToken, { id: old.id })).toBe(0);
    expect(await t.em().count(AuthToken, { id: recent.id })).toBe(1);
  });
});
