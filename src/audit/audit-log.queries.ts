import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { kysely } from '../database/database-schema.js';
import { contestantFullName, staffFullName } from '@shared/people.js';
import { AuditEntry } from './audit-entry.entity.js';
import type { AuditEntryRepository, AuditPage } from './audit-entry.repository.js';

/** The audit log page's reading of the log. */
@Injectable()
export class AuditLogQueries {
  constructor(private readonly em: EntityManager) {}

  /** The kinds of record the log holds entries for. */
  async loggedKinds(): Promise<string[]> {
    const rows = await kysely(this.em)
      .selectFrom('audit_log')
      .select('subject_type')
      .distinct()
      .orderBy('subject_type')
      .execute();
    return rows.map((row) => row.subject_type);
  }

  /**
   * The names of the records a page of entries is about, keyed `kind:id`: one query per kind of record, whatever the
   * page's length. A person is their full name (their address until they registered).
   */
  async subjectNames(
    entries: ReadonlyArray<Pick<AuditEntry, 'subjectType' | 'subjectId'>>,
  ): Promise<Map<string, string>> {
    const ids = (kind: string) => [
      ...new Set(
        entries
          .filter((entry) => entry.subjectType === kind && entry.subjectId)
          .map((entry) => entry.subjectId!),
      ),
    ];
    const db = kysely(this.em);
    const names = new Map<string, string>();
    const lookups: Array<Promise<void>> = [];
    const wanted = {
      contestant: ids('contestant'),
      judge: ids('judge'),
      admin: ids('admin'),
      recipe: ids('recipe'),
      whitelisted_domain: ids('whitelisted_domain'),
      past_edition: ids('past_edition'),
    };
    if (wanted.contestant.length)
      lookups.push(
        db
          .selectFrom('users')
          .select(['id', 'name', 'lastname', 'email'])
          .where('id', 'in', wanted.contestant)
          .execute()
          .then((rows) =>
            rows.forEach((row) =>
              names.set(`contestant:${row.id}`, contestantFullName(row.name, row.lastname, row.email)),
            ),
          ),
      );
    for (const kind of ['judge', 'admin'] as const)
      if (wanted[kind].length)
        lookups.push(
          db
            .selectFrom(kind === 'judge' ? 'judges' : 'admins')
            .select(['id', 'name', 'lastname', 'email'])
            .where('id', 'in', wanted[kind])
            .execute()
            .then((rows) =>
              rows.forEach((row) => names.set(`${kind}:${row.id}`, staffFullName(row.name, row.lastname))),
            ),
        );
    if (wanted.recipe.length)
      lookups.push(
        db
          .selectFrom('recipes')
          .innerJoin('users', 'users.id', 'recipes.user_id')
          .select(['recipes.id', 'recipes.name', 'users.name as chef', 'users.lastname', 'users.email'])
          .where('recipes.id', 'in', wanted.recipe)
          .execute()
          .then((rows) =>
            rows.forEach((row) =>
              names.set(
                `recipe:${row.id}`,
                `${row.name || 'Untitled recipe'} (${contestantFullName(row.chef, row.lastname, row.email)})`,
              ),
            ),
          ),
      );
    if (wanted.whitelisted_domain.length)
      lookups.push(
        db
          .selectFrom('whitelisted_domains')
          .select(['id', 'domain'])
          .where('id', 'in', wanted.whitelisted_domain)
          .execute()
          .then((rows) => rows.forEach((row) => names.set(`whitelisted_domain:${row.id}`, row.domain))),
      );
    if (wanted.past_edition.length)
      lookups.push(
        db
          .selectFrom('past_editions')
          .select(['id', 'year'])
          .where('id', 'in', wanted.past_edition)
          .execute()
          .then((rows) => rows.forEach((row) => names.set(`past_edition:${row.id}`, String(row.year)))),
      );
    await Promise.all(lookups);
    return names;
  }

  /** One page of entries, through the entity repository (entries are entities: the page maps their fields). */
  page(page: number, perPage: number, subjectType: string | null): Promise<AuditPage> {
    return this.em
      .fork()
      .getRepository<AuditEntry, AuditEntryRepository>(AuditEntry)
      .findPage({ page, perPage, subjectType: subjectType ?? undefined });
  }
}
