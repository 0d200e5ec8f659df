import { ContestSettings } from './contest-settings.entity.js';
import { settingsSnapshot } from './contest-settings-snapshot.js';

describe(settingsSnapshot.name, () => {
  it('logs the fields the form edits, times as ISO text and unset ones as null', () => {
    const settings = Object.assign(new ContestSettings(), {
      phase: 'open',
      helpEmail: 'help@example.com',
      submissionsCloseAt: new Date('2031-03-15T03:59:00Z'),
    });
    const snapshot = settingsSnapshot(settings);
    expect(snapshot).toMatchObject({
      phase: 'open',
      helpEmail: 'help@example.com',
      submissionsCloseAt: '2031-03-15T03:59:00.000Z',
      submissionsOpenAt: null,
      calendarStartsAt: null,
      ctaUrl: null,
      submissionDeclarations: 'asked',
      maxMenuPriceCents: 1000,
    });
    expect(Object.keys(snapshot)).toHaveLength(23);
  });
});
