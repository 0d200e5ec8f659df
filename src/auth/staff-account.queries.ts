import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder } from 'kysely';
import { type Database, kysely } from '../database/database-schema.js';
import { listPageRows, type ListPageRows } from '../database/list-page.js';
import { likePattern, type ListQuery, type StatusFilter } from '../common/list-query.js';
import type { StaffKind } from '@shared/admin/records.props.js';
import type { Stage } from './staff-account.entity.js';

export const STAFF_SORTS = ['lastname', 'name', 'email', 'stage', 'typelogin', 'status'] as const;
type StaffSort = (typeof STAFF_SORTS)[number];

/** The columns behind the sort names the lists send. */
const STAFF_ORDER = {
  lastname: 'lastname',
  name: 'name',
  email: 'email',
  stage: 'stage',
  typelogin: 'typelogin',
  status: 'is_active',
} as const satisfies Record<StaffSort, keyof Database['admins'] & keyof Database['judges']>;

/** A judge or an admin as their list shows them. */
export interface StaffListRecord {
  id: number;
  name: string;
  lastname: string;
  email: string;
  stage: Stage;
  typelogin: 'sso' | 'credential';
  is_active: boolean;
  has_password: boolean;
  /** Judges only. */
  show_on_site?: boolean;
}

/** What a judge's and an admin's row share. */
const STAFF_COLUMNS = ['id', 'name', 'lastname', 'email', 'stage', 'typelogin', 'is_active'] as const;
const hasPassword = (eb: ExpressionBuilder<Database, 'admins' | 'judges'>) =>
  eb('password_hash', 'is not', null).$castTo<boolean>().as('has_password');

/** Judges and admins as lists: one page, sorted and filtered on the server. */
@Injectable()
export class StaffAccountQueries {
  constructor(private readonly em: EntityManager) {}

  listPage(
    kind: StaffKind,
    query: ListQuery<StaffSort>,
    status: StatusFilter,
    stage: Stage | null = null,
  ): Promise<ListPageRows<StaffListRecord>> {
    const like = likePattern(query.search);
    const filter = (eb: ExpressionBuilder<Database, 'admins' | 'judges'>) =>
      eb.and([
        ...(status === null ? [] : [eb('is_active', '=', status === 'enabled')]),
        ...(stage ? [eb('stage', '=', stage)] : []),
        ...(query.search
          ? [eb.or([eb('name', 'ilike', like), eb('lastname', 'ilike', like), eb('email', 'ilike', like)])]
          : []),
      ]);
    const db = kysely(this.em);
    // Two typed queries rather than one on either table: only judges have `show_on_site`.
    if (kind === 'judge') {
      const listed = db.selectFrom('judges').where(filter);
      const rows = listed.select(STAFF_COLUMNS).select(hasPassword).select('show_on_site');
      return listPageRows(
        listed,
        rows.orderBy(STAFF_ORDER[query.sort], query.direction).orderBy('id'),
        query,
      );
    }
    const listed = db.selectFrom('admins').where(filter);
    const rows = listed.select(STAFF_COLUMNS).select(hasPassword);
    return listPageRows(listed, rows.orderBy(STAFF_ORDER[query.sort], query.direction).orderBy('id'), query);
  }
}
