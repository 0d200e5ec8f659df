import { loadConfig } from '../../config/app-config.js';
import { devOidcSettings, oidcSettingsFor, redirectUriFor } from './oidc-settings.js';

const configured = { issuer: 'https://login.example.com', clientId: 'contest', clientSecret: 's3cret' };
const base = { APP_URL: 'https://contest.example.com/', APP_KEY: 'k7Qp2Zx9Lm4Rt8Vb1Nc6Hd3Jf5Gs0Wy+' };

describe(oidcSettingsFor.name, () => {
  it('uses the configured provider wherever it runs', () => {
    expect(oidcSettingsFor(loadConfig({ ...base, NODE_ENV: 'production' }, { oidc: configured }))).toEqual(
      configured,
    );
    expect(oidcSettingsFor(loadConfig(base, { oidc: configured }))).toEqual(configured);
  });

  it('falls back to the development provider outside production only', () => {
    expect(oidcSettingsFor(loadConfig(base))).toMatchObject({
      issuer: 'https://contest.example.com/dev/oidc',
      clientId: 'recipe-contest-dev',
    });
    expect(oidcSettingsFor(loadConfig({ ...base, NODE_ENV: 'production' }))).toBeNull();
  });

  it('gives the development client a secret of its own app key, so two keys never share one', () => {
    const one = devOidcSettings({ appUrl: 'http://localhost:3000', appKey: 'a'.repeat(40) });
    const other = devOidcSettings({ appUrl: 'http://localhost:3000', appKey: 'b'.repeat(40) });
    expect(one.clientSecret).toHaveLength(43);
    expect(one.clientSecret).not.toBe(other.clientSecret);
  });

  it('sends each audience back to its own callback', () => {
    const config = loadConfig(base);
    expect(redirectUriFor(config, 'judge')).toBe('https://contest.example.com/login/judge/callback');
  });
});
