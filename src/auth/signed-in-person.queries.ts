import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { preparedTemplateRows } from '../database/prepared-statements.js';
import { contestantFullName, staffFullName } from '@shared/people.js';
import type { Audience } from '@shared/inertia/shared-props.js';
import type { Stage } from './staff-account.entity.js';

/** What a request needs of the signed-in account: who they are, whether they may still sign in, a judge's round. */
export interface SignedInAccount {
  id: number;
  email: string;
  /** First name (a judge's list greets them by it); null for a contestant who has not registered yet. */
  firstName: string | null;
  fullName: string;
  isActive: boolean;
  /** A judge's round (an admin's column too, unused); null for a contestant. */
  stage: Stage | null;
}

/**
 * The signed-in account, read on every signed-in request: a typed read of a few columns as a prepared statement,
 * not an entity (no identity map, hydration or unit of work to set up for a row nobody changes). Under fifty judges
 * voting at once, the entity's `findOne` was the largest single part of the app's own time per vote (docs/scale.md).
 */
@Injectable()
export class SignedInPersonQueries {
  constructor(private readonly em: EntityManager) {}

  async account(audience: Audience, id: number): Promise<SignedInAccount | null> {
    if (audience === 'user') {
      const [row] = await preparedTemplateRows(this.em, 'account.user', null, [id], (db, id: number) =>
        db.selectFrom('users').select(['id', 'email', 'name', 'lastname', 'is_active']).where('id', '=', id),
      );
      return row
        ? {
            id: row.id,
            email: row.email,
            firstName: row.name,
            fullName: contestantFullName(row.name, row.lastname, row.email),
            isActive: row.is_active,
            stage: null,
          }
        : null;
    }
    const table = audience === 'judge' ? 'judges' : 'admins';
    const [row] = await preparedTemplateRows(this.em, 'account.staff', table, [id], (db, id: number) =>
      db
        .selectFrom(table)
        .select(['id', 'email', 'name', 'lastname', 'is_active', 'stage'])
        .where('id', '=', id),
    );
    return row
      ? {
          id: row.id,
          email: row.email,
          firstName: row.name,
          fullName: staffFullName(row.name, row.lastname),
          isActive: row.is_active,
          stage: row.stage,
        }
      : null;
  }
}
