import { Body, Controller, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type JudgeActor, SignedInJudge } from '../../auth/signed-in.decorator.js';
import { IdempotencyKey } from '../../common/idempotency-key.decorator.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import type { KitchenJudgePageProps, KitchenScoreAnswer } from '@shared/judging/final-scoring.js';
import { SaveKitchenScoreDto } from './dto/final-scoring.dto.js';
import { FinalScoringService } from './final-scoring.service.js';

/** The kitchen judges' page of the live final: each finalist's station scored on the admin's criteria. */
@Controller('judges/kitchen')
@ForAudience('judge')
export class KitchenController {
  constructor(private readonly scoring: FinalScoringService) {}

  @Page('judges/kitchen')
  page(@SignedInJudge() judge: JudgeActor): Promise<KitchenJudgePageProps> {
    return this.scoring.kitchenPage(judge);
  }

  /** 200 { data: { recipeId, total, minutesLate } }; a retry with the same Idempotency-Key gets the first answer. */
  @WriteCall(':id')
  async save(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', new PathIdPipe({ errorHttpStatusCode: 404 })) recipeId: number,
    @Body() dto: SaveKitchenScoreDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<KitchenScoreAnswer> {
    const { answer, replayed } = await this.scoring.saveKitchenScore(judge, recipeId, dto, key);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return answer;
  }
}
