import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedServerDir } from '../../src/database/embedded-postgres.js';

/** The embedded server running on `dataDir` and its children (backends, checkpointer, …), by process id. */
function postgresProcesses(dataDir: string): number[] {
  const { pid } = JSON.parse(readFileSync(join(embeddedServerDir(dataDir), 'server.json'), 'utf8')) as {
    pid: number;
  };
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // After the command's closing parenthesis: state, then the parent's id.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

export interface PausedDatabase {
  /** SIGCONT to every paused process; safe to call more than once. */
  resume(): void;
}

/**
 * Pauses (SIGSTOP) the embedded PostgreSQL of an app process's own `dataDir`, never the run's shared server: it keeps
 * its connections and accepts new ones, and answers nothing. It is resumed after `atMostMs` whatever happens.
 */
export function pauseDatabase(dataDir: string, atMostMs: number): PausedDatabase {
  const pids = postgresProcesses(dataDir);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  let paused = true;
  const resume = () => {
    if (!paused) return;
    paused = false;
    clearTimeout(guard);
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone
      }
    }
  };
  const guard = setTimeout(resume, atMostMs);
  return { resume };
}
