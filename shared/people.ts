// How people are named on every page, list, export and audit entry: one rule per kind of account. No imports: the
// browser shares this module.

/** A contestant's name as shown: first and last name, or the e-mail address before they have registered. */
export function contestantFullName(name: string | null, lastname: string | null, email: string): string {
  return [name, lastname].filter(Boolean).join(' ') || email;
}

/** A judge's or admin's name as shown: first and last name. */
export function staffFullName(name: string, lastname: string): string {
  return `${name} ${lastname}`.trim();
}
