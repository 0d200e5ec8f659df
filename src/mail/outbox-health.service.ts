import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxMail } from './outbox-mail.entity.js';
import type { OutboxHealth } from './outbox-mail.repository.js';

export type { OutboxHealth };

/** How the outbox is doing, for the metrics endpoint: read outside any request, on a manager of its own. */
@Injectable()
export class OutboxHealthService {
  constructor(private readonly em: EntityManager) {}

  read(): Promise<OutboxHealth> {
    return this.em.fork().getRepository(OutboxMail).health();
  }
}
