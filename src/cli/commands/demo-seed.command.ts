import { Command, CommandRunner, Help, Option } from 'nest-commander';
import { CliOutput } from '../cli-output.js';
import { DemoSeedService } from '../demo/demo-seed.service.js';
import { printSignIns } from '../demo/demo-report.js';

interface DemoSeedOptions {
  ifEmpty?: boolean;
}

@Command({
  name: 'demo:seed',
  description:
    'Fill an empty database with a believable contest: settings, FAQ, sponsors, past editions, judges, admins, contestants, recipes and votes',
})
export class DemoSeedCommand extends CommandRunner {
  constructor(
    private readonly seeder: DemoSeedService,
    private readonly out: CliOutput,
  ) {
    super();
  }

  async run(_args: string[], options: DemoSeedOptions): Promise<void> {
    const outcome = await this.seeder.seed({
      ifEmpty: Boolean(options.ifEmpty),
      progress: (text) => this.out.line(text),
    });
    if (outcome.status === 'skipped') {
      this.out.line('Demo data already present: nothing was added.');
      return;
    }
    printSignIns(this.out, outcome);
  }

  @Option({
    flags: '--if-empty',
    description: 'when the database already holds data, skip quietly (exit 0) instead of refusing',
  })
  parseIfEmpty(): boolean {
    return true;
  }

  @Help('after')
  notes(): string {
    return [
      '',
      'Refuses (exit 1) when the database already holds admins, judges, contestants, FAQ rows, sponsors or past',
      'editions, so it never mixes demo rows into real data. Pictures are drawn on the spot, not downloaded.',
      'At the end it prints the demo sign-ins (admin and judge e-mails and the demo passwords).',
    ].join('\n');
  }
}
