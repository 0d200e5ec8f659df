import { EntityRepository } from '@mikro-orm/postgresql';
import type { OutboxMail } from './outbox-mail.entity.js';

export class OutboxMailRepository extends EntityRepository<OutboxMail> {}
