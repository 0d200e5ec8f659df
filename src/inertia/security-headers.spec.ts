import { DEFERRED_SCRIPTS_HASH } from './deferred-scripts.js';
import { contentSecurityPolicy } from './security-headers.js';

describe(contentSecurityPolicy.name, () => {
  it("allows only the app's own scripts and styles in production, and upgrades insecure requests", () => {
    const policy = contentSecurityPolicy({
      env: 'production',
      viteDevServer: 'http://localhost:5173',
      oidc: null,
    });
    expect(policy['script-src']).toEqual(["'self'", DEFERRED_SCRIPTS_HASH]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it("allows Vite's development server in development only", () => {
    const policy = contentSecurityPolicy({
      env: 'development',
      viteDevServer: 'http://localhost:5173',
      oidc: null,
    });
    expect(policy['script-src']).toEqual(["'self'", DEFERRED_SCRIPTS_HASH, 'http://localhost:5173']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:5173', 'ws://localhost:5173']);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('lets a sign-in form go on to the configured single sign-on provider', () => {
    const policy = contentSecurityPolicy({
      env: 'production',
      viteDevServer: null,
      oidc: { issuer: 'https://login.example.com/tenant/v2', clientId: 'c', clientSecret: 's' },
    });
    expect(policy['form-action']).toEqual(["'self'", 'https://login.example.com']);
  });
});
