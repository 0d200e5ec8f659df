import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService, savedSubject } from '../audit/audit.service.js';
import { FormValidationException } from '../common/http-errors.js';
import type { ListPageRows } from '../database/list-page.js';
import type { ListQuery, StatusFilter } from '../common/list-query.js';
import type { WhitelistedDomain } from './whitelisted-domain.entity.js';
import { WhitelistedDomainRepository } from './whitelisted-domain.repository.js';
import {
  WHITELISTED_SORTS,
  WhitelistedDomainQueries,
  type WhitelistedListRecord,
} from './whitelisted-domain.queries.js';

/** The sort names its list takes. */
export { WHITELISTED_SORTS };

export const WHITELISTED_MESSAGES = {
  duplicateDomain: 'This domain is already in the list.',
} as const;

/** A whitelisted domain as it is saved: the domain already normalised, and whether it is in use. */
export interface WhitelistedDomainInput {
  domain: string;
  is_active: boolean;
}

const snapshot = (row: WhitelistedDomain) => ({ domain: row.domain, isActive: row.isActive });

/** The whitelisted e-mail domains of outside businesses as records: listed, read and saved with an audit entry. */
@Injectable()
export class WhitelistedDomainsService {
  constructor(
    private readonly domains: WhitelistedDomainRepository,
    private readonly queries: WhitelistedDomainQueries,
    private readonly audit: AuditService,
  ) {}

  listPage(
    query: ListQuery<(typeof WHITELISTED_SORTS)[number]>,
    status: StatusFilter,
  ): Promise<ListPageRows<WhitelistedListRecord>> {
    return this.queries.listPage(query, status);
  }

  /** The domain with this id, active or not; 404 when there is none. */
  async byId(id: number): Promise<WhitelistedDomain> {
    return this.found(id, await this.domains.findFreshById(id));
  }

  /** A domain is in the list once: the same domain again is a 422 on `domain`. */
  async save(
    id: number | null,
    input: WhitelistedDomainInput,
    actor: AuditActor,
  ): Promise<WhitelistedDomain> {
    try {
      return await this.domains.inOwnTransaction(async (tx) => {
        const existing = id === null ? null : this.found(id, await this.domains.findById(id));
        const same = await this.domains.findByDomain(input.domain);
        if (same && same.id !== id)
          throw new FormValidationException({ domain: [WHITELISTED_MESSAGES.duplicateDomain] });
        const before = existing ? snapshot(existing) : null;
        const row = existing ?? this.domains.create({ domain: input.domain });
        row.domain = input.domain;
        row.isActive = input.is_active;
        await tx.flush();
        this.audit.recordSave(tx, actor, savedSubject('whitelisted', row.id, !before), before, snapshot(row));
        return row;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ domain: [WHITELISTED_MESSAGES.duplicateDomain] });
      throw error;
    }
  }

  private found(id: number, row: WhitelistedDomain | null): WhitelistedDomain {
    if (!row) throw new NotFoundException({ message: `There is no whitelisted domain with the id ${id}.` });
    return row;
  }
}
