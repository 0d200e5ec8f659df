import { isFQDN } from 'class-validator';

// What a whitelisted domain may be: one rule for the command line and the administration's form.

const MAX_DOMAIN_LENGTH = 253;

/** Lower case, without spaces or a leading '@' (people paste '@example.com'). */
export function normaliseDomain(raw: string): string {
  return raw.trim().toLowerCase().replace(/^@/, '');
}

/** Why a normalised domain is refused, or null when it is a plain host name such as example.com. */
export function domainProblem(domain: string): string | null {
  if (!domain) return 'the domain is empty';
  if (
    domain.length > MAX_DOMAIN_LENGTH ||
    !isFQDN(domain, {
      require_tld: true,
      allow_underscores: false,
      allow_trailing_dot: false,
      allow_wildcard: false,
    })
  ) {
    return `"${domain}" is not a valid domain name (expected something like example.com)`;
  }
  return null;
}
