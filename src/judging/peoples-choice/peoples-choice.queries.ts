import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import type { VoterKind } from '@shared/judging/peoples-choice.js';

export interface PeoplesChoiceRow {
  enabled: boolean;
  voters: VoterKind;
  emailDomains: string[];
  openedAt: Date | null;
  closesAt: Date | null;
  closedAt: Date | null;
  publishedAt: Date | null;
}

export interface FinalistRecipeRow {
  recipeId: number;
  name: string;
  description: string;
  image: string | null;
  allergens: string[];
  allergensNone: boolean;
  firstName: string | null;
  lastname: string | null;
  ownerEmail: string;
  plateCode: number | null;
}

export interface VoterVoteRow {
  id: number;
  recipeId: number;
  voidedAt: Date | null;
  /** The Idempotency-Keys of the last calls that wrote the vote, newest first. */
  requestKeys: string[];
}

/** How many of a vote's last Idempotency-Keys are kept: enough for a phone's retries. */
const KEPT_REQUEST_KEYS = 5;

const date = (value: string | null) => (value === null ? null : new Date(value));

/** The reads and writes of People's Choice: its settings row, and the votes, one row per voter. */
@Injectable()
export class PeoplesChoiceQueries {
  constructor(private readonly em: EntityManager) {}

  /** The settings; with `lock`, held in `em`'s transaction (the admin's changes wait for each other). */
  async settings(em: EntityManager = this.em, lock = false): Promise<PeoplesChoiceRow> {
    let query = kysely(em).selectFrom('peoples_choice').selectAll().where('id', '=', 1);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    return {
      enabled: row.enabled,
      voters: row.voters as VoterKind,
      emailDomains: row.email_domains,
      openedAt: date(row.opened_at),
      closesAt: date(row.closes_at),
      closedAt: date(row.closed_at),
      publishedAt: date(row.published_at),
    };
  }

  async updateSettings(
    em: EntityManager,
    values: Partial<{
      enabled: boolean;
      voters: VoterKind;
      email_domains: string[];
      opened_at: Date | null;
      closes_at: Date | null;
      closed_at: Date | null;
      published_at: Date | null;
    }>,
  ): Promise<void> {
    const set: Record<string, unknown> = { updated_at: sql`now()` };
    for (const [key, value] of Object.entries(values))
      set[key] = value instanceof Date ? value.toISOString() : value;
    await kysely(em).updateTable('peoples_choice').set(set).where('id', '=', 1).execute();
  }

  /** The recipes of the enabled finalists, with what the gallery shows, by recipe name. */
  finalistRecipes(em: EntityManager = this.em): Promise<FinalistRecipeRow[]> {
    return kysely(em)
      .selectFrom('recipes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('plate_codes as p', 'p.recipe_id', 'r.id')
      .where('u.is_finalist', '=', true)
      .where('u.is_active', '=', true)
      .select([
        'r.id as recipeId',
        'r.name',
        'r.description',
        'r.recipe_image as image',
        'r.allergens',
        'r.allergens_none as allergensNone',
        'u.name as firstName',
        'u.lastname',
        'u.email as ownerEmail',
        'p.code as plateCode',
      ])
      .orderBy('r.name')
      .orderBy('r.id')
      .execute();
  }

  async voteOf(voter: string, em: EntityManager = this.em): Promise<VoterVoteRow | null> {
    const row = await kysely(em)
      .selectFrom('peoples_choice_votes')
      .select(['id', 'recipe_id', 'voided_at', 'request_keys'])
      .where('voter', '=', voter)
      .executeTakeFirst();
    return row
      ? { id: row.id, recipeId: row.recipe_id, voidedAt: date(row.voided_at), requestKeys: row.request_keys }
      : null;
  }

  /**
   * The voter's vote for the recipe: their row inserted, or changed in place (never a voided one). Only the voter's
   * own row is written, so voters never wait for each other. Null when the row is voided.
   */
  async upsertVote(
    em: EntityManager,
    voter: string,
    recipeId: number,
    requestKey: string | undefined,
  ): Promise<{ id: number } | null> {
    const keys = requestKey ? [requestKey] : [];
    const row = await kysely(em)
      .insertInto('peoples_choice_votes')
      .values({ voter, recipe_id: recipeId, request_keys: keys })
      .onConflict((conflict) =>
        conflict
          .column('voter')
          .doUpdateSet({
            recipe_id: recipeId,
            updated_at: sql<string>`now()`,
            request_keys: sql<
              string[]
            >`(${sql.val(keys)}::text[] || peoples_choice_votes.request_keys)[1:${sql.lit(KEPT_REQUEST_KEYS)}]`,
          })
          .where('peoples_choice_votes.voided_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    return row ?? null;
  }

  /** Votes per recipe, voided ones apart, counted from the votes themselves. */
  async countsPerRecipe(em: EntityManager = this.em): Promise<Map<number, number>> {
    const rows = await kysely(em)
      .selectFrom('peoples_choice_votes')
      .where('voided_at', 'is', null)
      .select(['recipe_id', (eb) => eb.fn.countAll<string>().as('votes')])
      .groupBy('recipe_id')
      .execute();
    return new Map(rows.map((row) => [row.recipe_id, Number(row.votes)]));
  }

  async turnout(): Promise<number> {
    const row = await kysely(this.em)
      .selectFrom('peoples_choice_votes')
      .where('voided_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Voids the voter's vote: its recipe, or null when there is no vote or it was voided already. */
  async voidVote(
    em: EntityManager,
    voter: string,
    reason: string,
    adminId: number | null,
  ): Promise<{ id: number; recipeId: number } | null> {
    const row = await kysely(em)
      .updateTable('peoples_choice_votes')
      .set({ voided_at: sql<string>`now()`, void_reason: reason, voided_by: adminId })
      .where('voter', '=', voter)
      .where('voided_at', 'is', null)
      .returning(['id', 'recipe_id'])
      .executeTakeFirst();
    return row ? { id: row.id, recipeId: row.recipe_id } : null;
  }

  async voided(): Promise<{ voter: string; reason: string; voidedAt: string }[]> {
    const rows = await kysely(this.em)
      .selectFrom('peoples_choice_votes')
      .where('voided_at', 'is not', null)
      .select(['voter', 'void_reason', 'voided_at'])
      .orderBy('voided_at', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      voter: row.voter,
      reason: row.void_reason ?? '',
      voidedAt: new Date(row.voided_at as string).toISOString(),
    }));
  }
}
