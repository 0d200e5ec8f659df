import { Contestant } from '../contestants/contestant.entity.js';
import { Judge } from '../auth/judge.entity.js';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { JudgeConflict } from './judge-conflict.entity.js';

/** The declared conflicts, and the judge and contestant an admin names when declaring or lifting one. */
export class JudgeConflictRepository extends UnitOfWorkRepository<JudgeConflict> {
  /** Every judge, by last name then first name, for the list a conflict is declared from. */
  findJudgesByName(): Promise<Judge[]> {
    return this.em.find(Judge, {}, { orderBy: { lastname: 'asc', name: 'asc', id: 'asc' } });
  }

  findJudge(id: number): Promise<Judge | null> {
    return this.em.findOne(Judge, { id });
  }

  /** The contestant an admin named, by id or by their sign-in address as stored (lower case). */
  findContestant(by: { id: number } | { email: string }): Promise<Contestant | null> {
    return this.em.findOne(Contestant, by);
  }

  findDeclared(judgeId: number, contestantId: number): Promise<JudgeConflict | null> {
    return this.findOne({ judge: judgeId, contestant: contestantId });
  }

  /** Adds a declared conflict to this unit of work. */
  declare(conflict: {
    judge: Judge;
    contestant: Contestant;
    reason: string;
    adminId: number | null;
  }): JudgeConflict {
    return this.create(conflict);
  }

  /** Removes a declared conflict with this unit of work. */
  lift(conflict: JudgeConflict): void {
    this.em.remove(conflict);
  }
}
