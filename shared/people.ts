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

/**
 * One person, one People's Choice vote: the voter's identity is their address in lower case, without a `+tag` in the
 * part before the @ (ann+1@x.com and Ann@X.com are the same voter as ann@x.com). Null when it is no address.
 */
export function voterIdentity(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  const local = address.slice(0, at).split('+')[0];
  if (!local) return null;
  return `${local}@${address.slice(at + 1)}`;
}
