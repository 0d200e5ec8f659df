import { Command, CommandRunner, Help } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { readInputFile } from '../read-input-file.js';
import { WhitelistService } from '../whitelist.service.js';
import { printWhitelistResult } from './whitelist-report.js';

@Command({
  name: 'whitelist:import',
  arguments: '<file>',
  argsDescription: { file: 'a text file with one domain per line; blank lines and # comments are ignored' },
  description: 'Whitelist the e-mail domains listed in a file: all of them, or none if any line is wrong',
})
export class WhitelistImportCommand extends CommandRunner {
  constructor(
    private readonly whitelist: WhitelistService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run([file]: string[]): Promise<void> {
    printWhitelistResult(this.out, await this.whitelist.importDomains(await readInputFile(file), file));
  }

  @Help('after')
  format(): string {
    return ['', 'Example file:', '  # partner clients', '  harborbistro.com', '  @maplecommons.ca'].join(
      '\n',
    );
  }
}
