import { defaultTab, hasSettingsData } from './contestant-tabs.js';

const fresh = { isActive: true, isFinalist: false, onboarded: false, isAuthorized: 0 as const };

describe('defaultTab', () => {
  it('opens the profile when there is one, whatever the settings', () => {
    expect(defaultTab({ hasProfile: true, hasSettingsData: true })).toBe('profile');
    expect(defaultTab({ hasProfile: true, hasSettingsData: false })).toBe('profile');
  });

  it('opens the settings when there is no profile but the team has set something', () => {
    expect(defaultTab({ hasProfile: false, hasSettingsData: true })).toBe('settings');
  });

  it('opens the recipe otherwise', () => {
    expect(defaultTab({ hasProfile: false, hasSettingsData: false })).toBe('recipe');
  });
});

describe('hasSettingsData', () => {
  it('is false for a new contestant', () => {
    expect(hasSettingsData(fresh)).toBe(false);
  });

  it.each([
    ['disabled', { isActive: false }],
    ['a finalist', { isFinalist: true }],
    ['onboarded', { onboarded: true }],
    ['approved', { isAuthorized: 2 as const }],
    ['rejected', { isAuthorized: 1 as const }],
  ])('is true for a contestant %s', (_, change) => {
    expect(hasSettingsData({ ...fresh, ...change })).toBe(true);
  });
});
