import { Command, Help } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { CliError } from '../cli-error.js';
import { loginFromFlags } from '../staff-account-rules.js';
import { INVITATION_DAYS } from '../../judging/judge-invitation.service.js';
import { StaffAccountsService } from '../staff-accounts.service.js';
import { signInHint, StaffCreateCommand, type StaffCreateOptions } from './staff-create.command.js';

interface JudgesCreateOptions extends StaffCreateOptions {
  stage: string;
  invite?: boolean;
}

@Command({
  name: 'judges:create',
  description: 'Create an enabled judge of the first or the final (second) round',
})
export class JudgesCreateCommand extends StaffCreateCommand('judge') {
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
      invite && judge.typelogin !== 'sso'
        ? `was mailed an invitation to choose a password (the link works for ${INVITATION_DAYS} days)`
        : signInHint('judge', judge.typelogin);
    this.out.line(`Created judge ${judge.fullName} <${judge.email}> (${round}), enabled; ${how}.`);
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
