// Dates and times as an admin reads them: in the contest's time zone, whatever the browser's (a team spread over
// zones reads one clock). The admin layout sets the zone from the shared props before its page renders; until then,
// and outside the administration, the contest's default zone.
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';

let zone: string = DEFAULT_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(kind: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(kind === 'dateTime' ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
      timeZone: zone,
    });
    formats.set(key, format);
  }
  return format;
}

/** Called by the admin layout with the contest's zone. */
export function setDisplayTimeZone(timeZone: string): void {
  zone = timeZone;
}

/** "Mar 4, 2025" from an ISO 8601 text; '—' for none. */
export function formatDate(iso: string | null): string {
  return iso ? formatOf('date').format(new Date(iso)) : '—';
}

/** "Mar 4, 2025, 3:07 PM EST" from an ISO 8601 text. */
export function formatDateTime(iso: string): string {
  return formatOf('dateTime').format(new Date(iso));
}
