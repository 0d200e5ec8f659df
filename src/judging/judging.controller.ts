import { Body, Controller, Param, Query } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import { ForAudience } from '../auth/audience.decorator.js';
import { type JudgeActor, SignedInJudge } from '../auth/signed-in.decorator.js';
import { Page } from '../inertia/inertia.decorator.js';
import { CastVoteDto } from './dto/cast-vote.dto.js';
import { RecipeListQueryDto } from './dto/recipe-list-query.dto.js';
import { SaveNoteDto } from './dto/save-note.dto.js';
import { JudgingService } from './judging.service.js';
import type {
  CastVoteAnswer,
  JudgeDashboardPageProps,
  JudgeVotePageProps,
} from '@shared/judging/judging.props.js';
import { PathIdPipe } from '../common/path-id.pipe.js';

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

  /** 200 { redirectTo, voted, total, lastRecipe }. */
  @WriteCall('recipe/:id/vote')
  castVote(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', RecipeId) recipeId: number,
    @Body() dto: CastVoteDto,
  ): Promise<CastVoteAnswer> {
    return this.judging.castVote(judge, recipeId, dto);
  }

  @WriteCall('recipe/:id/note')
  async saveNote(
    @SignedInJudge() judge: JudgeActor,
    @Param('id', RecipeId) recipeId: number,
    @Body() dto: SaveNoteDto,
  ): Promise<{ data: { note: string } }> {
    await this.judging.saveNote(judge, recipeId, dto.note);
    return { data: { note: dto.note } };
  }
}
