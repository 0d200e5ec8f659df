import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** A child process the bench started; its output is kept (the tail) to explain a failure. */
export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal name) when the process ends. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** Everything it printed so far, trimmed to the last lines. */
  output(): string;
  /** Only its stdout, whole (the load worker's result). */
  stdout(): string;
}

const running = new Set<Child>();
const OUTPUT_LIMIT = 64 * 1024;

let taskset: boolean | null = null;

/** The last OUTPUT_LIMIT bytes of a file (empty when it cannot be read). */
function tailOf(file: string): string {
  try {
    const size = statSync(file).size;
    const length = Math.min(size, OUTPUT_LIMIT);
    const buffer = Buffer.alloc(length);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, length, size - length);
    } finally {
      closeSync(fd);
    }
    return buffer.toString('utf8');
  } catch {
    return '';
  }
}

/**
 * Whether server and load generator can be pinned to different cores: taskset exists, works here, and the machine has
 * two cores at least. BENCH_PIN=0 turns pinning off.
 */
export function canPin(): boolean {
  if (taskset === null) {
    taskset =
      process.env.BENCH_PIN !== '0' &&
      availableParallelism() >= 2 &&
      spawnSync('taskset', ['-c', '0', process.execPath, '-e', ''], { stdio: 'ignore' }).status === 0;
  }
  return taskset;
}

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** A core to pin the process to (ignored when pinning is not possible). */
  cpu?: number;
  /**
   * A file that takes the process's stdout directly, for a server that logs a line per request: as a log collector's
   * file would, without this process reading a megabyte a second on the cores being measured. Its tail is still in
   * `output`.
   */
  stdoutFile?: string;
}

/** Starts `script` with this process's Node binary (Node 24: a plain `node` may be another version). */
export function startNode(name: string, script: string, args: string[], options: StartOptions): Child {
  const command = options.cpu !== undefined && canPin() ? 'taskset' : process.execPath;
  const commandArgs =
    command === 'taskset'
      ? ['-c', String(options.cpu), process.execPath, script, ...args]
      : [script, ...args];
  const stdoutFd = options.stdoutFile ? openSync(options.stdoutFile, 'a') : null;
  const child = spawn(command, commandArgs, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
  });
  // The child holds its own copy of the descriptor.
  if (stdoutFd !== null) closeSync(stdoutFd);
  let output = '';
  let stdout = '';
  let ended = false;
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    keep(chunk);
  });
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (error) => {
      output += `\n${String(error)}`;
      ended = true;
      resolve('spawn error');
    });
    child.on('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const handle: Child = {
    name,
    process: child,
    exited,
    hasExited: () => ended,
    output: () =>
      [options.stdoutFile ? tailOf(options.stdoutFile) : '', output]
        .join('\n')
        .split('\n')
        .slice(-40)
        .join('\n'),
    stdout: () => stdout,
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

/** Runs a command to its end within `timeoutMs`, then answers its exit code and output. */
export async function runToEnd(
  name: string,
  script: string,
  args: string[],
  options: StartOptions & { timeoutMs: number },
): Promise<{ code: number | string; output: string; stdout: string }> {
  const child = startNode(name, script, args, options);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
  });
  const code = await Promise.race([child.exited, timedOut]);
  clearTimeout(timer);
  if (code === 'timeout') await stop(child);
  return { code, output: child.output(), stdout: child.stdout() };
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still there. */
export async function stop(child: Child, graceMs = 5000): Promise<void> {
  if (child.hasExited()) return;
  child.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const outcome = await Promise.race([child.exited, late]);
  clearTimeout(timer);
  if (outcome === 'late' && !child.hasExited()) {
    child.process.kill('SIGKILL');
    await child.exited;
  }
}

/** Stops every child still running, all at once. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
}

/** Last resort when the bench itself is ending right now: no waiting possible. */
export function killAllNow(): void {
  for (const child of running) {
    if (!child.hasExited()) child.process.kill('SIGKILL');
  }
}
