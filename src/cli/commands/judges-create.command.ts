import { Command, CommandRunner, Help, Option } from 'nest-commander';
import { STAGES } from '../../auth/staff-account.entity.js';
import { CliOutput } from '../cli-output.js';
import { CliError } from '../cli-error.js';
import { loginFromFlags, MIN_PASSWORD_LENGTH } from '../staff-account-rules.js';
import { INVITATION_DAYS } from '../../judging/judge-invitation.service.js';
import { StaffAccountsService } from '../staff-accounts.service.js';

interface JudgesCreateOptions {
  email: string;
  name: string;
  lastname: string;
  stage: string;
  password?: string;
  sso?: boolean;
  invite?: boolean;
}

@Command({
  name: 'judges:create',
  description: 'Create an enabled judge of the first or the final (second) round',
})
export class JudgesCreateCommand extends CommandRunner {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run(_args: string[], options: JudgesCreateOptions): Promise<void> {
    const invite = Boolean(options.invite);
    if (invite && (options.password !== undefined || options.sso)) {
      throw new CliError('--invite replaces --password: give only one of --password, --sso and --invite.');
    }
    // --invite: a password judge without a password yet; the invitation mail lets them choose one.
    const login = invite ? { typelogin: 'credential' as const, password: null } : loginFromFlags(options);
    const judge = await this.accounts.createJudge(
      {
        email: options.email,
        name: options.name,
        lastname: options.lastname,
        stage: options.stage,
        ...login,
      },
      { invite },
    );
    const round = judge.stage === 'first' ? 'first round' : 'final round';
    const how =
      judge.typelogin === 'sso'
        ? 'signs in with single sign-on at /login/judge'
        : invite
          ? `was mailed an invitation to choose a password (the link works for ${INVITATION_DAYS} days)`
          : 'signs in with e-mail and password at /judges/login';
    this.out.line(`Created judge ${judge.fullName} <${judge.email}> (${round}), enabled; ${how}.`);
  }

  @Option({
    flags: '--email <email>',
    description: 'e-mail address (stored lower-case, unique among judges)',
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

  @Option({
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

  @Option({
    flags: '--invite',
    description: 'instead of --password: mail the judge a link to choose their own password',
  })
  parseInvite(): boolean {
    return true;
  }

  @Help('after')
  examples(): string {
    return [
      '',
      'Give exactly one of --password or --sso.',
      `Or --invite in place of --password: the judge gets an e-mail to choose a password (valid ${INVITATION_DAYS} days).`,
      'Examples:',
      '  npm run cli -- judges:create --email chef@example.com --name Olivia --lastname Grant --stage first --password "long secret"',
      '  npm run cli -- judges:create --email andre@sodexo.com --name Andre --lastname Whitaker --stage second --sso',
      '  npm run cli -- judges:create --email mei@example.com --name Mei --lastname Tanaka --stage first --invite',
    ].join('\n');
  }
}
