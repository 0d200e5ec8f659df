import { Command, CommandRunner, Help } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { WhitelistService } from '../whitelist.service.js';
import { printWhitelistResult } from './whitelist-report.js';

@Command({
  name: 'whitelist:add',
  arguments: '<domains...>',
  argsDescription: { domains: 'one or more e-mail domains, e.g. example.com (a leading @ is ignored)' },
  description:
    'Whitelist e-mail domains of outside businesses (added enabled; domains already listed are left as they are)',
})
export class WhitelistAddCommand extends CommandRunner {
  constructor(
    private readonly whitelist: WhitelistService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run(domains: string[]): Promise<void> {
    printWhitelistResult(this.out, await this.whitelist.addDomains(domains));
  }

  @Help('after')
  examples(): string {
    return [
      '',
      'If any domain is not valid, nothing is added.',
      'Example:',
      '  npm run cli -- whitelist:add harborbistro.com @Maplecommons.ca',
    ].join('\n');
  }
}
