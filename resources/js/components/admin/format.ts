const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 4, 2025" from an ISO 8601 text; '—' for none. */
export function formatDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : '—';
}

/** "Mar 4, 2025, 3:07 PM" from an ISO 8601 text. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
