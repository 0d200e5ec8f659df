import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { DevMailboxService } from './dev-mailbox.service.js';
import { MailTransport } from './mail-transport.js';
import { MailService } from './mail.service.js';
import { OutboxHealthService } from './outbox-health.service.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { OutboxWorker } from './outbox.worker.js';

@Module({
  // EditionsModule: the contest's help address for the footer of every mail.
  imports: [MikroOrmModule.forFeature([OutboxMail]), EditionsModule],
  controllers: [DevMailboxController],
  providers: [MailService, MailTransport, OutboxWorker, DevMailboxService, OutboxHealthService],
  exports: [MailService, OutboxHealthService],
})
export class MailModule {}
