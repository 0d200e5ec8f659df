import { Body, Controller } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import {
  ConfirmPeoplesChoiceDto,
  OpenPeoplesChoiceDto,
  SavePeoplesChoiceSettingsDto,
  VoidPeoplesChoiceVoteDto,
} from '../../judging/peoples-choice/dto/peoples-choice.dto.js';
import { PeoplesChoiceService } from '../../judging/peoples-choice/peoples-choice.service.js';
import type { PeoplesChoiceAdminProps } from '@shared/judging/peoples-choice.js';

type Answer = Promise<{ data: PeoplesChoiceAdminProps }>;

/** The People's Choice award: its settings, opening and closing the vote, voiding a vote, publishing the result. */
@Controller('admins/peoples-choice')
@ForAudience('admin')
export class AdminPeoplesChoiceController {
  constructor(private readonly peoplesChoice: PeoplesChoiceService) {}

  @Page('admins/peoples-choice')
  async page(): Promise<{ peoplesChoice: PeoplesChoiceAdminProps }> {
    return { peoplesChoice: await this.peoplesChoice.adminPage() };
  }

  @WriteCall('settings')
  async settings(@SignedInAdmin() admin: AdminActor, @Body() dto: SavePeoplesChoiceSettingsDto): Answer {
    await this.peoplesChoice.saveSettings(admin, {
      enabled: dto.enabled,
      voters: dto.voters,
      emailDomains: dto.email_domains,
    });
    return { data: await this.peoplesChoice.adminPage() };
  }

  /** 409 while the award is off, without finalists, or once opened. */
  @WriteCall('open')
  async open(@SignedInAdmin() admin: AdminActor, @Body() dto: OpenPeoplesChoiceDto): Answer {
    await this.peoplesChoice.open(admin, new Date(dto.closes_at));
    return { data: await this.peoplesChoice.adminPage() };
  }

  @WriteCall('close')
  async close(@SignedInAdmin() admin: AdminActor, @Body() _dto: ConfirmPeoplesChoiceDto): Answer {
    await this.peoplesChoice.close(admin);
    return { data: await this.peoplesChoice.adminPage() };
  }

  @WriteCall('publish')
  async publish(@SignedInAdmin() admin: AdminActor, @Body() _dto: ConfirmPeoplesChoiceDto): Answer {
    await this.peoplesChoice.publish(admin);
    return { data: await this.peoplesChoice.adminPage() };
  }

  /** 404 when no vote came from the address; 409 when it was voided already. */
  @WriteCall('void')
  async voidVote(@SignedInAdmin() admin: AdminActor, @Body() dto: VoidPeoplesChoiceVoteDto): Answer {
    await this.peoplesChoice.voidVote(admin, dto.email, dto.reason);
    return { data: await this.peoplesChoice.adminPage() };
  }
}
