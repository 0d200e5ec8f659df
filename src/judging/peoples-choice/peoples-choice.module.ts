import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { AuthModule } from '../../auth/auth.module.js';
import { EditionsModule } from '../../editions/editions.module.js';
import { PeoplesChoiceController } from './peoples-choice.controller.js';
import { PeoplesChoiceQueries } from './peoples-choice.queries.js';
import { PeoplesChoiceService } from './peoples-choice.service.js';

/**
 * People's Choice: the public gallery and vote (this module's controller), and the admins' page (src/admin). Editions:
 * blind judging; auth: the voters' mailed link; audit: every vote, change, void and admin action.
 */
@Module({
  imports: [AuthModule, EditionsModule, AuditModule],
  controllers: [PeoplesChoiceController],
  providers: [PeoplesChoiceService, PeoplesChoiceQueries],
  exports: [PeoplesChoiceService],
})
export class PeoplesChoiceModule {}
