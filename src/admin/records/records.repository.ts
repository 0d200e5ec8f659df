import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Admin } from '../../auth/admin.entity.js';
import type { Stage, StaffAccount } from '../../auth/staff-account.entity.js';
import { WhitelistedDomain } from '../../contestants/whitelisted-domain.entity.js';
import { PastEdition } from '../../editions/past-edition.entity.js';
import { Judge } from '../../judging/judge.entity.js';
import { likePattern, type ListQuery } from '../common/list-query.js';
import type { StaffKind } from './records.props.js';

/** The status filter of every record list: enabled, disabled, or null for all. */
export type StatusFilter = 'enabled' | 'disabled' | null;

export const STAFF_SORTS = ['lastname', 'name', 'email', 'stage', 'typelogin', 'status'] as const;
export const WHITELISTED_SORTS = ['domain', 'status', 'created'] as const;
export const EDITION_SORTS = ['year', 'chef_name', 'recipe_name', 'status'] as const;

/** The columns behind the sort names the pages send. */
const COLUMNS: Record<string, string> = {
  lastname: 'lastname',
  name: 'name',
  email: 'email',
  stage: 'stage',
  typelogin: 'typelogin',
  status: 'isActive',
  domain: 'domain',
  created: 'createdAt',
  year: 'year',
  chef_name: 'chefName',
  recipe_name: 'recipeName',
};

const statusWhere = (status: StatusFilter) => (status === null ? {} : { isActive: status === 'enabled' });

/** The admin record lists' queries: one page, sorted and filtered on the server. */
@Injectable()
export class RecordsRepository {
  constructor(private readonly em: EntityManager) {}

  staffPage(
    kind: StaffKind,
    query: ListQuery<string>,
    status: StatusFilter,
    stage: Stage | null = null,
  ): Promise<[StaffAccount[], number]> {
    const where: FilterQuery<StaffAccount> = { ...statusWhere(status) };
    if (stage) where.stage = stage;
    if (query.search) {
      const like = likePattern(query.search);
      Object.assign(where, {
        $or: [{ name: { $ilike: like } }, { lastname: { $ilike: like } }, { email: { $ilike: like } }],
      });
    }
    return this.page<StaffAccount>(kind === 'judge' ? Judge : Admin, where, query);
  }

  whitelistedPage(query: ListQuery<string>, status: StatusFilter): Promise<[WhitelistedDomain[], number]> {
    const where: FilterQuery<WhitelistedDomain> = { ...statusWhere(status) };
    if (query.search) where.domain = { $ilike: likePattern(query.search.toLowerCase()) };
    return this.page(WhitelistedDomain, where, query);
  }

  pastEditionsPage(query: ListQuery<string>, status: StatusFilter): Promise<[PastEdition[], number]> {
    const where: FilterQuery<PastEdition> = { ...statusWhere(status) };
    if (query.search) {
      const like = likePattern(query.search);
      const year = Number(query.search);
      where.$or = [
        { chefName: { $ilike: like } },
        { recipeName: { $ilike: like } },
        ...(Number.isInteger(year) ? [{ year }] : []),
      ];
    }
    return this.page(PastEdition, where, query);
  }

  private page<T extends object>(
    entity: new () => T,
    where: FilterQuery<T>,
    query: ListQuery<string>,
  ): Promise<[T[], number]> {
    const orderBy = { [COLUMNS[query.sort]]: query.direction, id: 'asc' } as QueryOrderMap<T>;
    return this.em
      .fork()
      .findAndCount(entity, where, { orderBy, limit: query.perPage, offset: query.offset });
  }
}
