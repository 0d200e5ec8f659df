import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Admin } from '../auth/admin.entity.js';
import { AdminRepository } from '../auth/admin.repository.js';
import { PasswordHasher } from '../auth/password-hasher.service.js';
import { JudgeInvitationService } from '../judging/judge-invitation.service.js';
import type { Judge } from '../auth/judge.entity.js';
import { JudgeRepository } from '../auth/judge.repository.js';
import { Transactions, type UnitOfWork } from '../database/unit-of-work.js';
import { CliError } from './cli-error.js';
import { parseJudgesCsv } from './judges-csv.js';
import {
  checkStaffAccount,
  normaliseEmail,
  type StaffAccountInput,
  type ValidStaffAccount,
} from './staff-account-rules.js';

/** One line of an import report: what was wrong with which row. */
export interface RowProblem {
  line: number;
  reason: string;
}

/**
 * Creates judges and admins from the command line. Accounts made here are enabled at once: the command line is how
 * the first admin gets in, and whoever runs it already has the server.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly admins: AdminRepository,
    private readonly judges: JudgeRepository,
    private readonly hasher: PasswordHasher,
    private readonly invitations: JudgeInvitationService,
  ) {}

  async createAdmin(input: Omit<StaffAccountInput, 'stage'>): Promise<Admin> {
    // Admins have no round; the shared column says 'first' (specification: "Admin: same fields").
    const account = this.checked({ ...input, stage: 'first' }, 'admin');
    return this.writeOnce('admin', account.email, async (uow) => {
      const admins = this.admins.in(uow);
      if (await admins.findByEmail(account.email)) throw duplicate('admin', account.email);
      return admins.create({ ...(await this.fields(account)), isActive: true });
    });
  }

  /**
   * With `invite`, a credential judge is created without a password and mailed an invitation to choose one (the
   * mail is written with the judge, so a refused judge gets none).
   */
  async createJudge(input: StaffAccountInput, options: { invite?: boolean } = {}): Promise<Judge> {
    const account = this.checked(input, 'judge', { passwordRequired: !options.invite });
    return this.writeOnce('judge', account.email, async (uow) => {
      const judges = this.judges.in(uow);
      if (await judges.findByEmail(account.email)) throw duplicate('judge', account.email);
      const judge = judges.create({ ...(await this.fields(account)), isActive: true });
      if (options.invite && !account.password) await this.invitations.invite(uow, judge);
      return judge;
    });
  }

  /**
   * Every row is checked before anything is written: one bad row refuses the whole file, with every problem listed by
   * line. A good file is written in one transaction. Rows without typelogin are single sign-on judges; credential
   * judges without a password are mailed an invitation to choose one, in the same transaction.
   */
  async importJudges(csvText: string, fileLabel: string): Promise<Judge[]> {
    const rows = parseJudgesCsv(csvText, fileLabel);
    const problems: RowProblem[] = [];
    const accepted: { line: number; account: ValidStaffAccount }[] = [];
    const firstLineOf = new Map<string, number>();
    for (const row of rows) {
      if (row.problem) {
        problems.push({ line: row.line, reason: row.problem });
        continue;
      }
      const { account, problems: rowProblems } = checkStaffAccount(row.input, { passwordRequired: false });
      const email = normaliseEmail(row.input.email);
      const earlier = email ? firstLineOf.get(email) : undefined;
      if (earlier !== undefined) rowProblems.push(`${email} is already on line ${earlier}`);
      else if (email) firstLineOf.set(email, row.line);
      if (account && rowProblems.length === 0) accepted.push({ line: row.line, account });
      else problems.push(...rowProblems.map((reason) => ({ line: row.line, reason })));
    }

    const existing = await this.judges.fresh().findTakenEmails(accepted.map(({ account }) => account.email));
    for (const { line, account } of accepted) {
      if (existing.has(account.email))
        problems.push({ line, reason: `a judge with the e-mail ${account.email} already exists` });
    }
    if (problems.length > 0) {
      problems.sort((a, b) => a.line - b.line);
      const badLines = new Set(problems.map(({ line }) => line)).size;
      throw new CliError(
        `${fileLabel}: ${badLines} of ${rows.length} rows ${badLines === 1 ? 'is' : 'are'} not valid; nothing was imported.`,
        problems.map(({ line, reason }) => `  line ${line}: ${reason}`),
      );
    }

    // Hashing is slow on purpose; it happens before the transaction so that the transaction stays short.
    const fields = await Promise.all(accepted.map(({ account }) => this.fields(account)));
    try {
      return await this.transactions.run(async (tx) => {
        const judges = fields.map((judge) => this.judges.in(tx).create({ ...judge, isActive: true }));
        for (const judge of judges) if (!judge.passwordHash) await this.invitations.invite(tx, judge);
        return judges;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new CliError(
          `${fileLabel}: one of these judges was added by someone else meanwhile; nothing was imported. Run the import again to see which.`,
        );
      }
      throw error;
    }
  }

  private checked(
    input: StaffAccountInput,
    kind: 'admin' | 'judge',
    options = { passwordRequired: true },
  ): ValidStaffAccount {
    const { account, problems } = checkStaffAccount(input, options);
    if (!account) throw new CliError(`Cannot create the ${kind}: ${problems.join('; ')}.`);
    return account;
  }

  private async fields(account: ValidStaffAccount) {
    return {
      email: account.email,
      name: account.name,
      lastname: account.lastname,
      stage: account.stage,
      typelogin: account.typelogin,
      passwordHash: account.password ? await this.hasher.hash(account.password) : null,
    };
  }

  /** Writes what `work` adds in one flush; a duplicate account refused by the database is reported as one. */
  private async writeOnce<T>(
    kind: 'admin' | 'judge',
    email: string,
    work: (uow: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.transactions.write(work);
    } catch (error) {
      // Someone created the same account between the check and the insert.
      if (error instanceof UniqueConstraintViolationException) throw duplicate(kind, email);
      throw error;
    }
  }
}

function duplicate(kind: 'admin' | 'judge', email: string): CliError {
  return new CliError(
    `${kind === 'admin' ? 'An admin' : 'A judge'} with the e-mail ${email} already exists.`,
  );
}
