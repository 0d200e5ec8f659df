import { formatInZone, fromZonedInputValue, toZonedCellValue, toZonedInputValue } from './time-zone.js';

describe('time-zone', () => {
  describe('fromZonedInputValue', () => {
    it('reads a wall-clock time in the zone, with and without daylight saving time', () => {
      expect(fromZonedInputValue('2025-03-14T23:59', 'America/New_York')).toEqual(
        new Date('2025-03-15T03:59:00Z'),
      );
      expect(fromZonedInputValue('2025-01-14T23:59', 'America/New_York')).toEqual(
        new Date('2025-01-15T04:59:00Z'),
      );
      expect(fromZonedInputValue('2025-06-01T12:00', 'UTC')).toEqual(new Date('2025-06-01T12:00:00Z'));
      expect(fromZonedInputValue('2025-06-01T12:00', 'America/St_Johns')).toEqual(
        new Date('2025-06-01T14:30:00Z'),
      );
    });

    it('refuses times that do not exist, and names the hour the clocks skip', () => {
      expect(fromZonedInputValue('2025-02-30T10:00', 'America/New_York')).toBe('format');
      expect(fromZonedInputValue('2025-13-01T10:00', 'America/New_York')).toBe('format');
      expect(fromZonedInputValue('tomorrow', 'America/New_York')).toBe('format');
      expect(fromZonedInputValue('2025-03-09T02:30', 'America/New_York')).toBe('skipped');
    });

    it('takes the first of a time that occurs twice (the hour repeated in November)', () => {
      expect(fromZonedInputValue('2025-11-02T01:30', 'America/New_York')).toEqual(
        new Date('2025-11-02T05:30:00Z'),
      );
    });
  });

  it('writes an instant back as the same wall-clock time, and in words', () => {
    const instant = new Date('2025-03-15T03:59:00Z');
    expect(toZonedInputValue(instant, 'America/New_York')).toBe('2025-03-14T23:59');
    expect(toZonedInputValue(null, 'America/New_York')).toBe('');
    expect(formatInZone(instant, 'America/New_York')).toBe('Friday, March 14, 2025 at 11:59 PM EDT');
  });
});

describe(toZonedCellValue.name, () => {
  it("writes an instant as the contest's wall clock shows it, daylight saving included", () => {
    expect(toZonedCellValue(new Date('2025-06-01T22:30:05Z'), 'America/New_York')).toBe(
      '2025-06-01 18:30:05',
    );
    expect(toZonedCellValue(new Date('2025-01-15T07:05:00Z'), 'America/Los_Angeles')).toBe(
      '2025-01-14 23:05:00',
    );
    expect(toZonedCellValue(new Date('2025-01-15T07:05:00Z'), 'UTC')).toBe('2025-01-15 07:05:00');
  });
});
