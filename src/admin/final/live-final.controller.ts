import { Body, Controller } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { SetHeadJudgeDto } from '../../judging/final/dto/head-judge.dto.js';
import { SetLiveFinalDto } from '../../judging/final/dto/live-final.dto.js';
import { LiveFinalService } from '../../judging/final/live-final.service.js';
import type {
  AdminLiveFinalPageProps,
  HeadJudgeSavedResponse,
  LiveFinalSavedResponse,
  PlateSheetPageProps,
} from '@shared/admin/live-final.props.js';

/** The final judged in person: the switch, the plate codes and their printable sheet. */
@Controller('admins/final')
@ForAudience('admin')
export class LiveFinalController {
  constructor(private readonly liveFinal: LiveFinalService) {}

  @Page('admins/final/index')
  page(): Promise<AdminLiveFinalPageProps> {
    return this.liveFinal.page();
  }

  @Page('admins/final/plates', 'plates')
  sheet(): Promise<PlateSheetPageProps> {
    return this.liveFinal.sheet();
  }

  /** Answers `{ data: { liveFinal, drawn } }`: the switch as it now stands, and how many codes were drawn. */
  @WriteCall('live')
  setLive(@SignedInAdmin() admin: AdminActor, @Body() dto: SetLiveFinalDto): Promise<LiveFinalSavedResponse> {
    return this.liveFinal.setLive(admin, dto.live_final, dto.loaded_live_final);
  }

  /** Answers `{ data: { headJudgeId } }`; 409 when the head judge changed since the page was loaded. */
  @WriteCall('head-judge')
  setHeadJudge(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: SetHeadJudgeDto,
  ): Promise<HeadJudgeSavedResponse> {
    return this.liveFinal.setHeadJudge(admin, dto.judge_id, dto.head_judge, dto.loaded_head_judge_id);
  }

  /** Answers like the switch; 409 once a final-round score is cast. */
  @WriteCall('codes/redraw')
  redraw(@SignedInAdmin() admin: AdminActor): Promise<LiveFinalSavedResponse> {
    return this.liveFinal.redraw(admin);
  }
}
