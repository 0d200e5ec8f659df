import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { OutboxMail } from './outbox-mail.entity.js';
import type { OutboxHealth, OutboxMailRepository } from './outbox-mail.repository.js';

export type { OutboxHealth };

/** How the outbox is doing, for the metrics endpoint: read outside any request, on a manager of its own. */
@Injectable()
export class OutboxHealthService {
  constructor(@InjectRepository(OutboxMail) private readonly outbox: OutboxMailRepository) {}

  read(): Promise<OutboxHealth> {
    return this.outbox.fresh().health();
  }
}
