import { Command, Help } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { loginFromFlags } from '../staff-account-rules.js';
import { StaffAccountsService } from '../staff-accounts.service.js';
import { signInHint, StaffCreateCommand, type StaffCreateOptions } from './staff-create.command.js';

@Command({
  name: 'admins:create',
  description: 'Create an enabled administrator (how the first admin gets in)',
})
export class AdminsCreateCommand extends StaffCreateCommand('admin') {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run(_args: string[], options: StaffCreateOptions): Promise<void> {
    const admin = await this.accounts.createAdmin({
      email: options.email,
      name: options.name,
      lastname: options.lastname,
      ...loginFromFlags(options),
    });
    this.out.line(
      `Created admin ${admin.fullName} <${admin.email}>, enabled; ${signInHint('admin', admin.typelogin)}.`,
    );
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
