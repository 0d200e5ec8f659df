import { Body, Controller, Param } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { CorrectVoteDto, correctionInput } from '../../judging/final/dto/correct-vote.dto.js';
import { VoteCorrectionsService } from '../../judging/final/vote-corrections.service.js';
import type { CorrectionSavedResponse, ScoreCorrectionsPageProps } from '@shared/judging/vote-corrections.js';
import { PathId } from '../common/path-id.js';

/** The final round's scores as the admins correct them, with a reason. */
@Controller('admins/final/scores')
@ForAudience('admin')
export class ScoreCorrectionsController {
  constructor(private readonly corrections: VoteCorrectionsService) {}

  @Page('admins/final/scores')
  page(): Promise<ScoreCorrectionsPageProps> {
    return this.corrections.adminPage();
  }

  /** Answers `{ data: { voteId, scores, total } }`; 409 when the vote changed since the page showed it. */
  @WriteCall(':id/correct')
  correct(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', PathId) voteId: number,
    @Body() dto: CorrectVoteDto,
  ): Promise<CorrectionSavedResponse> {
    return this.corrections.correctAsAdmin(admin, voteId, correctionInput(dto));
  }
}
