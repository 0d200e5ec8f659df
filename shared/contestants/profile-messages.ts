// Messages of the registration, profile and supervisor approval forms. No imports: the server's validation and the
// pages share them, so a message reads the same whether the browser or the server found the problem.
// 'This field is required', 'This field must be a valid email' and 'This field must be a valid format' are the
// project-wide messages (shared/messages.ts); these are the ones of this area.

export const PROFILE_MESSAGES = {
  chooseCountry: 'Choose the United States or Canada',
  chooseRegion: 'Choose a state or province of the selected country',
  supervisorIsSelf: 'The supervisor e-mail must not be your own address.',
  chooseAnswer: 'Choose Accept or Decline',
  alreadyRegistered: 'You are already registered.',
  notRegistered: 'Please complete your registration first.',
  emailTaken: 'This e-mail address is already used by another contestant.',
} as const;

export function tooLongMessage(max: number): string {
  return `Use at most ${max} characters`;
}

/** 'The supervisor e-mail must be a company address (@sodexo.com).', listing every company domain. */
export function supervisorDomainMessage(domains: readonly string[]): string {
  const names = domains.map((domain) => `@${domain}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `The supervisor e-mail must be a company address (${list}).`;
}

/** The part of an address after '@', lower case. */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

export function isCompanyDomainEmail(email: string, domains: readonly string[]): boolean {
  return domains.includes(domainOf(email));
}
