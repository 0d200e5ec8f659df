import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { BackupKind, BackupRun } from './backup-run.entity.js';

export class BackupRunRepository extends UnitOfWorkRepository<BackupRun> {
  /** The newest run of any kind and state. */
  async findLatest(): Promise<BackupRun | null> {
    const [latest] = await this.findAll({ orderBy: { startedAt: 'desc', id: 'desc' }, limit: 1 });
    return latest ?? null;
  }

  /** The newest run that wrote a complete archive. */
  findLatestOk(): Promise<BackupRun | null> {
    return this.findOne({ status: 'ok' }, { orderBy: { finishedAt: 'desc', id: 'desc' } });
  }

  /** The newest run of a kind, whatever its state (the schedule's "has tonight's run happened"). */
  findLatestOfKind(kind: BackupKind): Promise<BackupRun | null> {
    return this.findOne({ kind }, { orderBy: { startedAt: 'desc', id: 'desc' } });
  }

  /** Runs still marked running: after the schedule's lock was free, only a process that died leaves one. */
  findRunning(): Promise<BackupRun[]> {
    return this.find({ status: 'running' });
  }
}
