import { appSuite, signedInContestant, signedInStaff } from '../support/test-app.js';

/** The headers every answer carries (issue 10, item 2). */
function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  // The app's own files, and the one inline script whose exact text is allowed by its hash (the deferred loader).
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
  expect(policy).toContain("style-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('Security headers', () => {
  const t = appSuite();

  it('sends them on the landing page, without no-store for an anonymous visitor', async () => {
    const response = await t.agent().get('/');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    // Outside production: no Strict-Transport-Security, so http://localhost is never pinned to HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them on a 404, a script error and a built asset path', async () => {
    for (const path of ['/no-such-page', '/build/no-such-file.js']) {
      expectSecurityHeaders((await t.agent().get(path)).headers);
    }
    const call = await t.agent().post('/user/validDomain').set('X-Requested-With', 'XMLHttpRequest').send({});
    expect(call.status).toBe(419);
    expectSecurityHeaders(call.headers);
  });

  it("sends them with Cache-Control: no-store on a contestant's page and JSON answer", async () => {
    const { agent, csrf } = await signedInContestant(t);
    const page = await agent.get('/user/profile');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
    const call = await agent
      .post('/user/profile/update')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ csrf, name: '' });
    expect(call.status).toBe(422);
    expect(call.headers['cache-control']).toBe('no-store');
  });

  it("sends them with Cache-Control: no-store on an admin's page", async () => {
    const { agent } = await signedInStaff(t, 'admin');
    const page = await agent.get('/admins/dashboard');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
