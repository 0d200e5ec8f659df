import { Controller, DefaultValuePipe, Param, Query } from '@nestjs/common';
import { PathIdPipe } from '../common/path-id.pipe.js';
import { Page } from '../inertia/inertia.decorator.js';
import { DevMailboxService } from './dev-mailbox.service.js';
import type { MailboxMessageProps, MailboxPageProps } from '@shared/mail/mailbox.props.js';

const notFoundUnlessInt = new PathIdPipe({ errorHttpStatusCode: 404 });

/** The development mailbox: answers 404 in production and when an SMTP server is configured. */
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  @Page('dev/mailbox')
  list(@Query('page', new DefaultValuePipe('1'), notFoundUnlessInt) page: number): Promise<MailboxPageProps> {
    return this.mailbox.page(Math.max(1, page));
  }

  @Page('dev/mailbox-message', ':id')
  show(@Param('id', notFoundUnlessInt) id: number): Promise<MailboxMessageProps> {
    return this.mailbox.message(id);
  }
}
