// The contest's time zone: deadlines are entered and shown as wall-clock times there and stored in UTC. Pure and
// built on Intl only, so the server, the mails and the pages (which import this file) convert alike.

/** The zones a contest in the United States or Canada runs in (section 3: countries US and CA), and UTC. */
export const CONTEST_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time (New York, Toronto)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago, Winnipeg)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver, Edmonton)' },
  { value: 'America/Phoenix', label: 'Mountain Time without daylight saving (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles, Vancouver)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
  { value: 'America/Halifax', label: 'Atlantic Time (Halifax)' },
  { value: 'America/St_Johns', label: "Newfoundland Time (St. John's)" },
  { value: 'America/Regina', label: 'Central Time without daylight saving (Regina)' },
  { value: 'UTC', label: 'UTC' },
] as const;

export type ContestTimeZone = (typeof CONTEST_TIME_ZONES)[number]['value'];

/** The company's head office is on the East Coast: the default until an admin chooses another zone. */
export const DEFAULT_TIME_ZONE: ContestTimeZone = 'America/New_York';

export function isContestTimeZone(value: unknown): value is ContestTimeZone {
  return CONTEST_TIME_ZONES.some((zone) => zone.value === value);
}

/** A wall-clock time as a datetime-local field writes it: '2025-06-01T18:30' (seconds allowed). */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A format of `options` for any zone, each zone's built once: building one costs far more than using it. */
function formatPerZone(options: Intl.DateTimeFormatOptions): (zone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let format = formats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
      formats.set(zone, format);
    }
    return format;
  };
}

const partsFormat = formatPerZone({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time in `zone` at `instant`, as milliseconds of the same fields read as UTC. */
function wallMs(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** `instant` as a datetime-local value in `zone` ('2025-06-01T18:30'), or '' for none. */
export function toZonedInputValue(instant: Date | null, zone: string): string {
  if (!instant) return '';
  return new Date(wallMs(instant.getTime(), zone)).toISOString().slice(0, 16);
}

/** '2025-06-01 18:30:05': a time in a spreadsheet cell, as the wall clock in `zone` showed it. */
export function toZonedCellValue(instant: Date, zone: string): string {
  return new Date(wallMs(instant.getTime(), zone)).toISOString().slice(0, 19).replace('T', ' ');
}

/** Why a typed time has no instant: not a time at all, or a time the clocks skip (spring forward). */
export type ZonedTimeProblem = 'format' | 'skipped';

/**
 * The instant a wall-clock time in `zone` names. A time that does not exist ('2025-02-30T10:00', month 13) is
 * 'format'; one the clocks skip when daylight saving starts (2:30 on that night) is 'skipped'. A time that occurs
 * twice (the hour repeated when daylight saving ends) is its first occurrence, the earlier instant: a deadline then
 * never comes later than the person typing it could have meant.
 */
export function fromZonedInputValue(value: string, zone: string): Date | ZonedTimeProblem {
  const match = LOCAL_TIME.exec(value);
  if (!match) return 'format';
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return 'format';
  }
  // At most one change of offset lies within a day of any time: the offsets a day before and after cover it.
  const DAY = 24 * 60 * 60 * 1000;
  const offsets = new Set([
    wallMs(local - DAY, zone) - (local - DAY),
    wallMs(local + DAY, zone) - (local + DAY),
  ]);
  const candidates = [...offsets]
    .map((offset) => local - offset)
    .filter((instant) => wallMs(instant, zone) === local)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]) : 'skipped';
}

const longFormat = formatPerZone({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Friday, March 14, 2025 at 11:59 PM EDT': how pages and mails name a deadline. */
export function formatInZone(instant: Date, zone: string): string {
  return longFormat(zone).format(instant);
}

const timeFormat = formatPerZone({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** '2:32 PM EDT': a time later today or within the next hours, as a page says it. */
export function formatTimeInZone(instant: Date, zone: string): string {
  return timeFormat(zone).format(instant);
}

/** The zone's label in the settings ('Eastern Time (New York, Toronto)'), or the name itself. */
export function timeZoneLabel(zone: string): string {
  return CONTEST_TIME_ZONES.find((entry) => entry.value === zone)?.label ?? zone;
}
