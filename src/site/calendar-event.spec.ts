import { toIcs } from './calendar-event.js';

describe('toIcs', () => {
  const event = {
    uid: 'contest-2025@example.com',
    title: 'Final round, live judging',
    description: 'Finalists cook live; bring your knives, aprons; and smiles.\nSee you there',
    location: 'Gaithersburg, MD',
    startsAt: new Date('2025-05-01T14:00:00Z'),
    endsAt: null,
    url: 'http://localhost:3000/',
  };

  it('writes a calendar with one event, times in UTC and a default length of one hour', () => {
    const ics = toIcs(event, new Date('2025-01-01T00:00:00Z'));
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART:20250501T140000Z');
    expect(ics).toContain('DTEND:20250501T150000Z');
    expect(ics.trim().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('escapes commas, semicolons and line breaks in text', () => {
    const ics = toIcs(event);
    expect(ics).toContain('LOCATION:Gaithersburg\\, MD');
    expect(ics.replace(/\r\n /g, '')).toContain('knives\\, aprons\\; and smiles.\\nSee you there');
  });

  it('folds lines longer than 75 octets', () => {
    const ics = toIcs({ ...event, description: 'x'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
