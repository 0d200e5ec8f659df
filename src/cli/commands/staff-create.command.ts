import { CommandRunner, Option, type OptionMetadata } from 'nest-commander';
import { type LoginType, STAGES } from '../../auth/staff-account.entity.js';
import { MIN_PASSWORD_LENGTH } from '../staff-account-rules.js';

/** The flags admins:create and judges:create share: who the account is, and how it signs in. */
export interface StaffCreateOptions {
  email: string;
  name: string;
  lastname: string;
  password?: string;
  sso?: boolean;
}

type StaffKind = 'admin' | 'judge';
const AREA: Record<StaffKind, string> = { admin: 'admins', judge: 'judges' };

/** The end of the closing line: where and how the new account signs in. */
export function signInHint(kind: StaffKind, typelogin: LoginType): string {
  return typelogin === 'sso'
    ? `signs in with single sign-on at /login/${kind}`
    : `signs in with e-mail and password at /${AREA[kind]}/login`;
}

/**
 * The base of a command that creates a staff account of one kind: its options, in the order `--help` lists them,
 * the judges' round and invitation among them (an admin has neither).
 */
export function StaffCreateCommand(kind: StaffKind) {
  const JudgeOption = (options: OptionMetadata): MethodDecorator =>
    kind === 'judge' ? Option(options) : () => undefined;

  abstract class StaffCreate extends CommandRunner {
    @Option({
      flags: '--email <email>',
      description: `e-mail address (stored lower-case, unique among ${AREA[kind]})`,
      required: true,
    })
    parseEmail(value: string): string {
      return value;
    }

    @Option({ flags: '--name <name>', description: 'first name', required: true })
    parseName(value: string): string {
      return value;
    }

    @Option({ flags: '--lastname <lastname>', description: 'last name', required: true })
    parseLastname(value: string): string {
      return value;
    }

    @JudgeOption({
      flags: '--stage <stage>',
      description: 'the round the judge votes in: first or second (final)',
      required: true,
      choices: [...STAGES],
    })
    parseStage(value: string): string {
      return value;
    }

    @Option({
      flags: '--password <password>',
      description: `sign in with e-mail and this password (at least ${MIN_PASSWORD_LENGTH} characters)`,
    })
    parsePassword(value: string): string {
      return value;
    }

    @Option({ flags: '--sso', description: 'sign in with single sign-on instead of a password' })
    parseSso(): boolean {
      return true;
    }

    @JudgeOption({
      flags: '--invite',
      description: 'instead of --password: mail the judge a link to choose their own password',
    })
    parseInvite(): boolean {
      return true;
    }
  }
  return StaffCreate;
}
