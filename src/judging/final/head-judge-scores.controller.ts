import { Body, Controller, Param } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type JudgeActor, SignedInJudge } from '../../auth/signed-in.decorator.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import type { CorrectionSavedResponse, ScoreCorrectionsPageProps } from '@shared/judging/vote-corrections.js';
import { CorrectVoteDto, correctionInput } from './dto/correct-vote.dto.js';
import { VoteCorrectionsService } from './vote-corrections.service.js';

/** The head judge's corrections of final-round scores; any other judge gets 403. */
@Controller('judges/final/scores')
@ForAudience('judge')
export class HeadJudgeScoresController {
  constructor(private readonly corrections: VoteCorrectionsService) {}

  @Page('judges/final-scores')
  page(@SignedInJudge() judge: JudgeActor): Promise<ScoreCorrectionsPageProps> {
    return this.corrections.headJudgePage(judge);
  }

  /** Answers `{ data: { voteId, scores, total } }`; 409 when the vote changed since the page showed it. */
  @WriteCall(':id/correct')
  correct(
    @SignedInJudge() judge: JudgeActor,
    // An id that is not a number names no vote: 404, like one that does not exist.
    @Param('id', new PathIdPipe({ errorHttpStatusCode: 404 })) voteId: number,
    @Body() dto: CorrectVoteDto,
  ): Promise<CorrectionSavedResponse> {
    return this.corrections.correctAsHeadJudge(judge, voteId, correctionInput(dto));
  }
}
