import { Body, Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import { ForAudience } from '../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../auth/signed-in.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Page } from '../inertia/inertia.decorator.js';
import type { RawQuery } from '../common/list-query.js';
import { AdminCoreService } from './core/admin-core.service.js';
import { AuditLogService } from './audit/audit-log.service.js';
import { toRecipeReviewPage } from './core/admin-core.props-mapper.js';
import { ReviewRecipeDto } from '../recipes/dto/review-recipe.dto.js';
import { RecipeReviewService } from '../recipes/recipe-review.service.js';
import { AssignmentsService } from '../judging/assignments/assignments.service.js';
import { JudgeAssignmentsService } from '../judging/judge-assignments.service.js';
import type {
  AdminContestantsPageProps,
  AdminDashboardPageProps,
  AdminRecipesPageProps,
  AuditPageProps,
  RecipeReviewPageProps,
  RecipeReviewResult,
} from '@shared/admin/admin-core.props.js';
import { PathIdPipe } from '../common/path-id.pipe.js';

/** The administration's core: the dashboard, the recipe and contestant lists, the recipe review and the audit log. */
@Controller('admins')
@ForAudience('admin')
export class AdminController {
  constructor(
    private readonly core: AdminCoreService,
    private readonly reviews: RecipeReviewService,
    private readonly assignments: AssignmentsService,
    private readonly judgeAssignments: JudgeAssignmentsService,
    private readonly auditLog: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page('admins/dashboard', 'dashboard')
  async dashboard(@SignedInAdmin() admin: AdminActor): Promise<AdminDashboardPageProps> {
    // Mail kept without an SMTP server can be read at /dev/mailbox, which exists outside production only.
    const mailbox = this.config.env === 'production' ? null : '/dev/mailbox';
    return this.core.dashboard(admin, mailbox);
  }

  @Page('admins/recipes', 'recipes')
  recipes(@Query() query: RawQuery): Promise<AdminRecipesPageProps> {
    return this.core.recipesPage(query);
  }

  /** Every recipe with its state, cost per portion and "Contains:" line. */
  @Get('recipes/export/recipes.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="recipes.csv"')
  @Header('Cache-Control', 'no-store')
  recipesCsv(): Promise<string> {
    return this.core.recipesCsv();
  }

  @Page('admins/contestants', 'contestants')
  contestants(@Query() query: RawQuery): Promise<AdminContestantsPageProps> {
    return this.core.contestantsPage(query);
  }

  @Page('admins/review', 'dashboard/recipe/:id')
  async review(
    @Param('id', PathIdPipe) id: number,
    @Query() query: RawQuery,
  ): Promise<RecipeReviewPageProps> {
    const view = await this.reviews.view(id, query);
    return toRecipeReviewPage(view, await this.assignments.forRecipe(view.recipe.id, view.inFirstRound));
  }

  /** Answers `{ data: { id, status, statusLabel, mail, heldMail } }`: the page updates its label and mail notice. */
  @WriteCall('dashboard/recipe/:id/review')
  async saveReview(
    @Param('id', PathIdPipe) id: number,
    @Body() dto: ReviewRecipeDto,
    @SignedInAdmin() admin: AdminActor,
  ): Promise<{ data: RecipeReviewResult }> {
    // An approved recipe joins the first round: judging gives it its judges in the review's transaction.
    const review = await this.reviews.review(id, dto.approved, admin, dto.message ?? null, (tx, recipeId) =>
      this.judgeAssignments.assignNew(tx, recipeId),
    );
    return { data: review };
  }

  @Page('admins/audit', 'audit')
  audit(@Query() query: RawQuery): Promise<AuditPageProps> {
    return this.auditLog.page(query);
  }
}
