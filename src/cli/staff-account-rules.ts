import { isEmail } from 'class-validator';
import { LOGIN_TYPES, STAGES, type LoginType, type Stage } from '../auth/staff-account.entity.js';
import { CliError } from './cli-error.js';

export const MIN_PASSWORD_LENGTH = 8;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

/** A judge or an admin as typed on the command line or read from a CSV row, before any check. */
export interface StaffAccountInput {
  email?: string | null;
  name?: string | null;
  lastname?: string | null;
  stage?: string | null;
  typelogin?: string | null;
  password?: string | null;
}

/** A checked account: e-mail lower-cased, names trimmed, password present only for credential accounts. */
export interface ValidStaffAccount {
  email: string;
  name: string;
  lastname: string;
  stage: Stage;
  typelogin: LoginType;
  password: string | null;
}

export interface StaffAccountCheck {
  account: ValidStaffAccount | null;
  problems: string[];
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export function normaliseEmail(value: string | null | undefined): string {
  return text(value).toLowerCase();
}

/**
 * The rules the admin forms also apply (specification section 5): names, a valid e-mail, stage and login type;
 * plus the password rules of the command line. Every problem is listed, not just the first.
 */
export function checkStaffAccount(
  input: StaffAccountInput,
  options: { passwordRequired: boolean },
): StaffAccountCheck {
  const problems: string[] = [];
  const email = normaliseEmail(input.email);
  if (!email) problems.push('the e-mail address is missing');
  else if (email.length > MAX_EMAIL_LENGTH || !isEmail(email))
    problems.push(`"${email}" is not a valid e-mail address`);

  const name = text(input.name);
  if (!name) problems.push('the first name is missing');
  else if (name.length > MAX_NAME_LENGTH)
    problems.push(`the first name is longer than ${MAX_NAME_LENGTH} characters`);
  const lastname = text(input.lastname);
  if (!lastname) problems.push('the last name is missing');
  else if (lastname.length > MAX_NAME_LENGTH)
    problems.push(`the last name is longer than ${MAX_NAME_LENGTH} characters`);

  const stage = text(input.stage).toLowerCase();
  if (!stage) problems.push('the stage is missing (first or second)');
  else if (!(STAGES as readonly string[]).includes(stage))
    problems.push(`the stage must be first or second, not "${stage}"`);

  const typelogin = text(input.typelogin).toLowerCase() || 'sso';
  if (!(LOGIN_TYPES as readonly string[]).includes(typelogin))
    problems.push(`typelogin must be sso or credential, not "${typelogin}"`);

  // Passwords are taken as typed: spaces may be part of them.
  const password = input.password ? input.password : null;
  if (typelogin === 'sso' && password)
    problems.push('a password is only for credential accounts, not single sign-on ones');
  if (typelogin === 'credential') {
    if (!password && options.passwordRequired) problems.push('a credential account needs a password');
    if (password && password.length < MIN_PASSWORD_LENGTH)
      problems.push(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }

  if (problems.length > 0) return { account: null, problems };
  return {
    account: {
      email,
      name,
      lastname,
      stage: stage as Stage,
      typelogin: typelogin as LoginType,
      password: typelogin === 'credential' ? password : null,
    },
    problems,
  };
}

/** `--password P` or `--sso`, exactly one, as a login type and password. */
export function loginFromFlags(flags: { password?: string; sso?: boolean }): {
  typelogin: LoginType;
  password: string | null;
} {
  const hasPassword = flags.password !== undefined;
  if (hasPassword === Boolean(flags.sso)) {
    throw new CliError(
      'Give exactly one of --password P (sign-in with e-mail and password) or --sso (single sign-on).',
    );
  }
  return hasPassword
    ? { typelogin: 'credential', password: flags.password ?? '' }
    : { typelogin: 'sso', password: null };
}
