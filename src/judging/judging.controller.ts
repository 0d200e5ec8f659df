import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { IdempotencyKey } from '../common/idempotency-key.decorator.js';
import type { Receipted } from './receipts/write-receipts.service.js';
import { WriteCall } from '../common/write-call.decorator.js';
import { ForAudience } from '../auth/audience.decorator.js';
import { type JudgeActor, SignedInJudge } from '../auth/signed-in.decorator.js';
import { Page } from '../inertia/inertia.decorator.js';
import { CastVoteDto } from './dto/cast-vote.dto.js';
import { RecipeListQueryDto } from './dto/recipe-list-query.dto.js';
import { SaveNoteDto } from './dto/save-note.dto.js';
import { SaveChefCommentDto } from './dto/save-chef-comment.dto.js';
import { type ChefCommentAnswer, JudgingService, type NoteAnswer } from './judging.service.js';
import type {
  CastVoteAnswer,
  JudgeDashboardPageProps,
  JudgeVotePageProps,
} from '@shared/judging/judging.props.js';
import { PathIdPipe } from '../common/path-id.pipe.js';

/** The answer, marked `Idempotent-Replayed` when it is an earlier call's (the client then knows nothing changed). */
function replayed<T>(res: Response, { answer, replayed }: Receipted<T>): T {
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  return answer;
}

/** An id that is not a number names no recipe: 404, like one that does not exist. */
const RecipeId = new PathIdPipe({ errorHttpStatusCode: 404 });

/** The judges' area: the recipe list, the vote page, votes and notes (specification sections 2, 4 and 7). */
@Controller('judges/dashboard')
@ForAudience('judge')
export class JudgingController {
  constructor(private readonly judging: JudgingService) {}

  @Page('judges/dashboard')
  dashboard(
    @SignedInJudge() judge: JudgeActor,
    @Query() query: RecipeListQueryDto,
  ): Promise<JudgeDashboardPageProps> {
    return this.judging.dashboard(judge, query.filter, query.page);
  }

  @Page('judges/vote', 'recipe/:id/vote')
  votePage(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', RecipeId) recipeId: number,
  ): Promise<JudgeVotePageProps> {
    return this.judging.votePage(judge, recipeId);
  }

  /** 200 { redirectTo, voted, total, lastRecipe }; a retry with the same Idempotency-Key gets the first answer. */
  @WriteCall('recipe/:id/vote')
  async castVote(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', RecipeId) recipeId: number,
    @Body() dto: CastVoteDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CastVoteAnswer> {
    return replayed(res, await this.judging.castVote(judge, recipeId, dto, key));
  }

  /** 200 { data: { note } }; Idempotency-Key as for the vote. */
  @WriteCall('recipe/:id/note')
  async saveNote(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', RecipeId) recipeId: number,
    @Body() dto: SaveNoteDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NoteAnswer> {
    return replayed(res, await this.judging.saveNote(judge, recipeId, dto.note, key));
  }

  /** 200 { data: { comment } }: the comment for the chef, '' to clear it; Idempotency-Key as for the vote. */
  @WriteCall('recipe/:id/comment')
  async saveChefComment(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', RecipeId) recipeId: number,
    @Body() dto: SaveChefCommentDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChefCommentAnswer> {
    return replayed(res, await this.judging.saveChefComment(judge, recipeId, dto.comment, key));
  }
}
