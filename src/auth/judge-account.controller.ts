import { Body, Controller } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import { Page } from '../inertia/inertia.decorator.js';
import type { JudgeAccountPageProps, SaveAllergiesAnswer } from '@shared/auth/judge-account.props.js';
import { ForAudience } from './audience.decorator.js';
import { SaveAllergiesDto } from './dto/save-allergies.dto.js';
import { JudgeAccountService } from './judge-account.service.js';
import { type JudgeActor, SignedInJudge } from './signed-in.decorator.js';

/** The judge's own account: the allergies that the judging pages warn them about. */
@Controller('judges/account')
@ForAudience('judge')
export class JudgeAccountController {
  constructor(private readonly account: JudgeAccountService) {}

  @Page('judges/account')
  page(@SignedInJudge() judge: JudgeActor): Promise<JudgeAccountPageProps> {
    return this.account.page(judge);
  }

  /** 200 { data: { allergies }, message }. */
  @WriteCall('allergies')
  saveAllergies(
    @SignedInJudge() judge: JudgeActor,
    @Body() dto: SaveAllergiesDto,
  ): Promise<SaveAllergiesAnswer> {
    return this.account.saveAllergies(judge, dto.allergies);
  }
}
