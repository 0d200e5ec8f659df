import { BigIntType, EntityRepositoryType } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BackupRunRepository } from './backup-run.repository.js';

/** Who asked for a backup: the nightly schedule of the app, or a person at the command line. */
export const BACKUP_KINDS = ['scheduled', 'manual'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** A run is written as `running` when it starts and becomes `ok` or `failed` when it ends. */
export const BACKUP_STATUSES = ['running', 'ok', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/**
 * One backup run, scheduled or by hand: when it ran, how it ended, the archive it wrote and its size, or why it
 * failed. The dashboard and the "last backup age" gauge read the newest rows; the table is not itself backed up
 * (it describes this installation's backups, not the contest).
 */
@Entity({ tableName: 'backup_runs', repository: () => BackupRunRepository })
@Check({ name: 'backup_runs_kind_check', expression: "kind in ('scheduled', 'manual')" })
@Check({ name: 'backup_runs_status_check', expression: "status in ('running', 'ok', 'failed')" })
export class BackupRun {
  [EntityRepositoryType]?: BackupRunRepository;

  @PrimaryKey()
  id: number;

  @Property({ length: 10 })
  kind: BackupKind;

  @Property({ length: 10 })
  status: BackupStatus;

  @Property({ type: 'timestamptz' })
  startedAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  /** The archive's path, as the process that wrote it saw it. */
  @Property({ type: 'text', nullable: true })
  file: string | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  bytes: number | null = null;

  /** Why a failed run failed, in one line. */
  @Property({ type: 'text', nullable: true })
  error: string | null = null;
}
