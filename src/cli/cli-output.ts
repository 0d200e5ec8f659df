/** Where commands write: the process's streams in the real command line, buffers in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

/** Injected into commands and services, so what they print can be asserted without a child process. */
export class CliOutput {
  constructor(private readonly io: CliIo) {}

  line(text = ''): void {
    this.io.stdout(`${text}\n`);
  }

  warn(text: string): void {
    this.io.stderr(`${text}\n`);
  }
}
