import { AuditEntry } from './audit/audit-entry.entity.js';
import { DeadlineReminder } from './deadlines/deadline-reminder.entity.js';
import { ContestMailing } from './judging/results/contest-mailing.entity.js';
import { Admin } from './auth/admin.entity.js';
import { AuthToken } from './auth/auth-token.entity.js';
import { StaffAccount } from './auth/staff-account.entity.js';
import { ThrottleCounter } from './auth/throttle/throttle-counter.entity.js';
import { Contestant } from './contestants/contestant.entity.js';
import { Profile } from './contestants/profile.entity.js';
import { WhitelistedDomain } from './contestants/whitelisted-domain.entity.js';
import { ContestSettings } from './editions/contest-settings.entity.js';
import { FaqItem } from './editions/faq-item.entity.js';
import { PastEdition } from './editions/past-edition.entity.js';
import { Sponsor } from './editions/sponsor.entity.js';
import { JudgeConflict } from './judging/judge-conflict.entity.js';
import { Judge } from './auth/judge.entity.js';
import { Vote } from './judging/vote.entity.js';
import { OutboxMail } from './mail/outbox-mail.entity.js';
import { Recipe } from './recipes/recipe.entity.js';
import { StoredFile } from './storage/stored-file.entity.js';
import { BackupRun } from './backup/backup-run.entity.js';
import { PlateCode } from './judging/final/plate-code.entity.js';
import { FinalBoard } from './judging/final/final-board.entity.js';
import { VoteCorrection } from './judging/final/vote-correction.entity.js';
import { RefusedWrite } from './judging/receipts/refused-write.entity.js';
import { WriteReceipt } from './judging/receipts/write-receipt.entity.js';
import { Timestamped } from './database/timestamped.entity.js';

/**
 * Every entity, listed once: discovery by folder scanning does not work the same under jest, tsc and node. Kept at
 * the app's level beside app.module, since it names every module's entities; the database's ORM config reads it.
 */
export const ENTITIES = [
  Timestamped,
  StaffAccount,
  Admin,
  AuthToken,
  Contestant,
  Profile,
  WhitelistedDomain,
  ContestSettings,
  FaqItem,
  PastEdition,
  Sponsor,
  Judge,
  Vote,
  OutboxMail,
  Recipe,
  StoredFile,
  ThrottleCounter,
  AuditEntry,
  ContestMailing,
  DeadlineReminder,
  JudgeConflict,
  BackupRun,
  PlateCode,
  WriteReceipt,
  RefusedWrite,
  FinalBoard,
  VoteCorrection,
];
