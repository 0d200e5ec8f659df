import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { kysely } from '../database/database-schema.js';
import type { Stage } from '../auth/staff-account.entity.js';
import { roundMembers } from '../judging/round-members.js';
import type { ReminderKind } from './deadline-reminder.entity.js';

/** Whom a reminder is due to: the contestant's or judge's id (the reminder row's `recipient_id`) and address. */
export interface ReminderRecipient {
  recipientId: number;
  email: string;
}

export interface DraftReminderRow extends ReminderRecipient {
  firstName: string | null;
  /** The contestant's language; null (never set) reads as English. */
  language: string | null;
  recipeName: string;
}

export interface VotesReminderRow extends ReminderRecipient {
  firstName: string;
  voted: number;
  total: number;
}

/**
 * Who a deadline reminder is due to. A read model over the contestants', recipes', judges' and votes' tables (read
 * only), run in the deadlines job's transaction; disabled people are never listed.
 */
@Injectable()
export class DeadlineRemindersQueries {
  /** Enabled, registered contestants whose recipe is a draft, not reminded of this close yet. */
  async draftsDue(em: EntityManager, deadlineAt: Date): Promise<DraftReminderRow[]> {
    const kind: ReminderKind = 'contestant_draft';
    const rows = await kysely(em)
      .selectFrom('recipes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.id', 'u.email', 'u.name', 'u.language', 'r.name as recipe_name'])
      .where((eb) =>
        eb.and([
          eb.ref('u.is_active'),
          eb('u.registered_at', 'is not', null),
          eb.not(eb.ref('r.is_complete')),
          eb.not(
            eb.exists(
              eb
                .selectFrom('deadline_reminders as d')
                .select(eb.lit(1).as('one'))
                .where('d.kind', '=', kind)
                .where('d.deadline_at', '=', deadlineAt.toISOString())
                .whereRef('d.recipient_id', '=', 'u.id'),
            ),
          ),
        ]),
      )
      .orderBy('u.id')
      .execute();
    return rows.map((row) => ({
      recipientId: row.id,
      email: row.email,
      firstName: row.name,
      language: row.language,
      recipeName: row.recipe_name,
    }));
  }

  /**
   * Enabled judges of the round with a recipe they may judge and have not scored, not reminded of this close yet,
   * with their count: one grouped query, whatever the number of judges. What a judge may judge is what their list
   * shows: not a contestant they are in conflict with, and only their assigned recipes while the first
   * round is assigned, so a judge who has scored all of theirs is not told votes are missing.
   */
  async judgesDue(em: EntityManager, stage: Stage, deadlineAt: Date): Promise<VotesReminderRow[]> {
    const kind: ReminderKind = 'judge_votes';
    // Raw SQL around a typed part: the round's membership is the judges' own rule (`roundMembers`), embedded as the
    // `round` query, and a lateral join with filtered counts reads more plainly here than built up. The columns are
    // still named once: the result type is checked where it is used.
    const db = kysely(em);
    const round = roundMembers(db, stage).select(['r.id', 'r.user_id']);
    const { rows } = await sql<{ id: number; email: string; name: string; total: number; voted: number }>`
      with round as ${round},
            assigned as (select ${stage} = 'first' and judges_per_recipe is not null as applies
                           from assignment_settings where id = 1)
       select j.id, j.email, j.name, mine.total, mine.voted
         from judges j
         cross join lateral (
           select count(*)::int as total,
                  count(*) filter (where exists (select 1 from votes v where v.recipe_id = round.id
                    and v.judge_id = j.id and v.stage = ${stage} and v.creativity is not null))::int as voted
             from round
            where not exists (select 1 from judge_conflict_pairs c
                               where c.judge_id = j.id and c.user_id = round.user_id)
              and (not coalesce((select applies from assigned), false)
                   or exists (select 1 from judge_assignments a where a.judge_id = j.id and a.recipe_id = round.id))
         ) mine
        where j.is_active and j.stage = ${stage} and mine.total > 0
          and not exists (select 1 from deadline_reminders d
                           where d.kind = ${kind} and d.deadline_at = ${deadlineAt} and d.recipient_id = j.id)
        order by j.id`.execute(db);
    return rows
      .filter((row) => row.voted < row.total)
      .map((row) => ({
        recipientId: row.id,
        email: row.email,
        firstName: row.name,
        voted: row.voted,
        total: row.total,
      }));
  }
}
