// The command line: `npm run cli -- COMMAND` (see src/cli/run-cli.ts).
// nest-commander is CommonJS and require()s the ES module @nestjs/common; loading Nest first keeps that require()
// out of an import cycle (docs: ../shared/guide/stack.md), hence the dynamic import after these.
import 'reflect-metadata';
import '@nestjs/common';
import '@nestjs/core';

const { runCli } = await import('./cli/run-cli.js');
const exitCode = await runCli(process.argv.slice(2));
process.exitCode = exitCode;
// Everything is closed by now; should a library leave a handle open, do not hang the terminal over it.
setTimeout(() => process.exit(exitCode), 3000).unref();
