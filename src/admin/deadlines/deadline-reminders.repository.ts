import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Stage } from '../../auth/staff-account.entity.js';
import { roundMembersSql } from '../../judging/judging-round.repository.js';
import type { ReminderKind } from './deadline-reminder.entity.js';

export interface DraftReminderRow {
  contestantId: number;
  email: string;
  firstName: string | null;
  recipeName: string;
}

export interface VotesReminderRow {
  judgeId: number;
  email: string;
  firstName: string;
  voted: number;
  total: number;
}

/** Not reminded of this deadline yet (params: kind, deadline; `id` is the person's column). */
const NOT_REMINDED = (id: string) => `not exists (select 1 from deadline_reminders d
  where d.kind = ? and d.deadline_at = ? and d.recipient_id = ${id})`;

/**
 * Who a deadline reminder is due to. A read model over the contestants', recipes', judges' and votes' tables (read
 * only), run in the deadlines job's transaction; disabled people are never listed.
 */
@Injectable()
export class DeadlineRemindersRepository {
  /** Enabled, registered contestants whose recipe is a draft, not reminded of this close yet. */
  async draftsDue(em: EntityManager, deadlineAt: Date): Promise<DraftReminderRow[]> {
    const kind: ReminderKind = 'contestant_draft';
    const rows = await em.execute<
      Array<{ id: number; email: string; name: string | null; recipe_name: string }>
    >(
      `select u.id, u.email, u.name, r.name as recipe_name
         from recipes r join users u on u.id = r.user_id
        where u.is_active and u.registered_at is not null and not r.is_complete and ${NOT_REMINDED('u.id')}
        order by u.id`,
      [kind, deadlineAt],
    );
    return rows.map((row) => ({
      contestantId: row.id,
      email: row.email,
      firstName: row.name,
      recipeName: row.recipe_name,
    }));
  }

  /**
   * Enabled judges of the round with a recipe of the round they have not scored, not reminded of this close yet,
   * with their count: one grouped query, whatever the number of judges.
   */
  async judgesDue(em: EntityManager, stage: Stage, deadlineAt: Date): Promise<VotesReminderRow[]> {
    const kind: ReminderKind = 'judge_votes';
    const rows = await em.execute<
      Array<{ id: number; email: string; name: string; voted: number; total: number }>
    >(
      `with round as (select r.id ${roundMembersSql(stage)}),
            size as (select count(*)::int as total from round)
       select j.id, j.email, j.name, size.total,
              (select count(*)::int from votes v join round on round.id = v.recipe_id
                where v.judge_id = j.id and v.stage = ? and v.creativity is not null) as voted
         from judges j cross join size
        where j.is_active and j.stage = ? and size.total > 0 and ${NOT_REMINDED('j.id')}
        order by j.id`,
      [stage, stage, kind, deadlineAt],
    );
    return rows
      .filter((row) => row.voted < row.total)
      .map((row) => ({
        judgeId: row.id,
        email: row.email,
        firstName: row.name,
        voted: row.voted,
        total: row.total,
      }));
  }
}
