import { Body, Controller, Param } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import {
  RecordTieChoiceDto,
  SaveFinalScoringDto,
  SaveKitchenCriteriaDto,
  SetKitchenJudgeDto,
} from '../../judging/final/dto/final-scoring.dto.js';
import { FinalScoringService } from '../../judging/final/final-scoring.service.js';
import type { AdminFinalScoringPageProps, FinalScoringSavedAnswer } from '@shared/judging/final-scoring.js';
import { PathId } from '../common/path-id.js';

/** The live final's kitchen score, kitchen judges and tie-break, and the head judge's recorded choices. */
@Controller('admins/final/scoring')
@ForAudience('admin')
export class FinalScoringController {
  constructor(private readonly scoring: FinalScoringService) {}

  @Page('admins/final/scoring')
  page(): Promise<AdminFinalScoringPageProps> {
    return this.scoring.adminPage();
  }

  /** 409 when another admin turned the kitchen score on or off meanwhile. */
  @WriteCall('settings')
  settings(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: SaveFinalScoringDto,
  ): Promise<FinalScoringSavedAnswer> {
    return this.scoring.saveSettings(
      admin,
      {
        kitchenScore: dto.kitchen_score,
        kitchenWeight: dto.kitchen_weight,
        penaltyPerMinute: dto.penalty_per_minute,
        tieBreak: dto.tie_break,
      },
      dto.loaded_kitchen_score,
    );
  }

  /** 409 once a kitchen score exists. */
  @WriteCall('criteria')
  criteria(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: SaveKitchenCriteriaDto,
  ): Promise<FinalScoringSavedAnswer> {
    return this.scoring.saveCriteria(
      admin,
      dto.criteria.map((criterion) => ({ id: criterion.id ?? null, name: criterion.name })),
    );
  }

  /** 404 unless the judge is a final-round judge. */
  @WriteCall('kitchen-judges/:id')
  kitchenJudge(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', PathId) judgeId: number,
    @Body() dto: SetKitchenJudgeDto,
  ): Promise<FinalScoringSavedAnswer> {
    return this.scoring.setKitchenJudge(admin, judgeId, dto.kitchen_judge);
  }

  /** The head judge's choice, entered by an admin; 409 without a head judge or when the plates are not so tied. */
  @WriteCall('ties')
  tie(@SignedInAdmin() admin: AdminActor, @Body() dto: RecordTieChoiceDto): Promise<FinalScoringSavedAnswer> {
    return this.scoring.recordTieChoice(admin, dto.recipe_ids, dto.reason);
  }
}
