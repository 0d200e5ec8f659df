import { Command, CommandRunner, Help } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { readInputFile } from '../read-input-file.js';
import { JUDGES_CSV_HEADER } from '../judges-csv.js';
import { StaffAccountsService } from '../staff-accounts.service.js';

@Command({
  name: 'judges:import',
  arguments: '<file>',
  argsDescription: { file: `a CSV file with the header ${JUDGES_CSV_HEADER}` },
  description: 'Create enabled judges from a CSV file: all of them, or none if any row is wrong',
})
export class JudgesImportCommand extends CommandRunner {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run([file]: string[]): Promise<void> {
    const judges = await this.accounts.importJudges(await readInputFile(file), file);
    this.out.line(`Imported ${judges.length} ${judges.length === 1 ? 'judge' : 'judges'} from ${file}:`);
    for (const judge of judges) {
      this.out.line(
        `  ${judge.email}  ${judge.fullName}  ${judge.stage === 'first' ? 'first round' : 'final round'}  ${judge.typelogin}`,
      );
    }
    const invited = judges.filter((judge) => judge.typelogin === 'credential' && !judge.passwordHash).length;
    if (invited > 0) {
      this.out.line(
        `${invited} ${invited === 1 ? 'judge without a password was' : 'judges without a password were'} mailed an invitation to choose one.`,
      );
    }
  }

  @Help('after')
  format(): string {
    return [
      '',
      'Columns: email, name, lastname, stage (first or second), typelogin (sso or credential; empty means sso),',
      'password (optional, credential judges only; without one they are mailed an invitation to choose one).',
      'Every row is checked first (e-mail, stage, login type, duplicates in the file and in the database); if any',
      'row is wrong, each one is listed with its line number and nothing is written.',
      'Example file:',
      '  email,name,lastname,stage,typelogin',
      '  olivia.grant@example.com,Olivia,Grant,first,credential',
      '  andre.whitaker@sodexo.com,Andre,Whitaker,second,sso',
    ].join('\n');
  }
}
