import { Command, CommandRunner, Help, Option } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { loginFromFlags, MIN_PASSWORD_LENGTH } from '../staff-account-rules.js';
import { StaffAccountsService } from '../staff-accounts.service.js';

interface AdminsCreateOptions {
  email: string;
  name: string;
  lastname: string;
  password?: string;
  sso?: boolean;
}

@Command({
  name: 'admins:create',
  description: 'Create an enabled administrator (how the first admin gets in)',
})
export class AdminsCreateCommand extends CommandRunner {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run(_args: string[], options: AdminsCreateOptions): Promise<void> {
    const login = loginFromFlags(options);
    const admin = await this.accounts.createAdmin({
      email: options.email,
      name: options.name,
      lastname: options.lastname,
      ...login,
    });
    const how =
      admin.typelogin === 'sso'
        ? 'signs in with single sign-on at /login/admin'
        : 'signs in with e-mail and password at /admins/login';
    this.out.line(`Created admin ${admin.fullName} <${admin.email}>, enabled; ${how}.`);
  }

  @Option({
    flags: '--email <email>',
    description: 'e-mail address (stored lower-case, unique among admins)',
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

  @Help('after')
  examples(): string {
    return [
      '',
      'Give exactly one of --password or --sso.',
      'Examples:',
      '  npm run cli -- admins:create --email ada@example.com --name Ada --lastname Lovelace --password "long secret"',
      '  npm run cli -- admins:create --email lead@sodexo.com --name Jordan --lastname Blake --sso',
    ].join('\n');
  }
}
