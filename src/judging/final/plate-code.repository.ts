import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import { UnitOfWorkRepository } from '../../database/unit-of-work.js';
import type { PlateCode } from './plate-code.entity.js';

/** A finalist as the plate sheet lists them. */
export interface PlateSheetRow {
  recipeId: number;
  contestantId: number;
  code: number | null;
  firstName: string | null;
  lastname: string | null;
  recipeName: string | null;
  /** The finalist's final-round version is submitted (the recipe is in the round judges score). */
  inRound: boolean;
}

/**
 * The plate codes, and the finalists they are drawn for: the enabled contestants marked finalist, with their recipe.
 * Draws run in the caller's transaction, which holds the settings row's lock, so two draws never pick at once.
 */
export class PlateCodeRepository extends UnitOfWorkRepository<PlateCode> {
  private get db() {
    return kysely(this.getEntityManager() as EntityManager);
  }

  /** Every finalist with their code (null while none is drawn), by code, then those without one by name. */
  sheet(): Promise<PlateSheetRow[]> {
    return this.db
      .selectFrom('recipes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('plate_codes as p', 'p.recipe_id', 'r.id')
      .where('u.is_finalist', '=', true)
      .where('u.is_active', '=', true)
      .select([
        'r.id as recipeId',
        'u.id as contestantId',
        'p.code',
        'u.name as firstName',
        'u.lastname',
        'r.name as recipeName',
        'r.is_2nd_complete as inRound',
      ])
      .orderBy(
        (eb) => eb.ref('p.code'),
        (ob) => ob.asc().nullsLast(),
      )
      .orderBy('u.lastname')
      .orderBy('r.id')
      .execute();
  }

  /** The finalists' recipes that have no code yet. */
  async finalistsWithoutCode(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('recipes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('plate_codes as p', 'p.recipe_id', 'r.id')
      .where('u.is_finalist', '=', true)
      .where('u.is_active', '=', true)
      .where('p.code', 'is', null)
      .select('r.id')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => row.id);
  }

  async usedCodes(): Promise<Set<number>> {
    const rows = await this.db.selectFrom('plate_codes').select('code').execute();
    return new Set(rows.map((row) => row.code));
  }

  /** The codes of these recipes, for the pages that show them. */
  async codesOf(recipeIds: readonly number[]): Promise<Map<number, number>> {
    if (recipeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('plate_codes')
      .select(['recipe_id', 'code'])
      .where('recipe_id', 'in', recipeIds)
      .execute();
    return new Map(rows.map((row) => [row.recipe_id, row.code]));
  }

  async add(rows: ReadonlyArray<{ recipeId: number; code: number }>): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('plate_codes')
      .values(rows.map((row) => ({ recipe_id: row.recipeId, code: row.code, drawn_at: sql<string>`now()` })))
      .execute();
  }

  async removeAll(): Promise<number> {
    const result = await this.db.deleteFrom('plate_codes').executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
