/**
 * A refusal the person at the terminal can act on: bad input, a duplicate, a database that is not empty.
 * The command line prints `message` (and any `details`, one per line) on stderr and exits with `exitCode`;
 * anything else thrown is an unexpected failure.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
