import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import { ForAudience } from '../auth/audience.decorator.js';
import { SignedInPersonService } from '../auth/signed-in-person.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Inertia } from '../inertia/inertia.decorator.js';
import type { RawQuery } from './common/list-query.js';
import { AdminCoreService } from './core/admin-core.service.js';
import { AuditLogService } from './core/audit-log.service.js';
import { ReviewRecipeDto } from './core/dto/review-recipe.dto.js';
import { RecipeReviewService } from './core/recipe-review.service.js';
import { AdminActorService } from './common/admin-actor.js';

/** The administration's core: the dashboard, the recipe and contestant lists, the recipe review and the audit log. */
@Controller('admins')
@ForAudience('admin')
export class AdminController {
  constructor(
    private readonly people: SignedInPersonService,
    private readonly core: AdminCoreService,
    private readonly reviews: RecipeReviewService,
    private readonly auditLog: AuditLogService,
    private readonly actors: AdminActorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('dashboard')
  @Inertia('admins/dashboard')
  async dashboard(@Req() req: Request) {
    // Mail kept without an SMTP server can be read at /dev/mailbox, which exists outside production only.
    const mailbox = this.config.env === 'production' ? null : '/dev/mailbox';
    return this.core.dashboard(await this.people.current(req), mailbox);
  }

  @Get('recipes')
  @Inertia('admins/recipes')
  recipes(@Query() query: RawQuery) {
    return this.core.recipesPage(query);
  }

  @Get('contestants')
  @Inertia('admins/contestants')
  contestants(@Query() query: RawQuery) {
    return this.core.contestantsPage(query);
  }

  @Get('dashboard/recipe/:id')
  @Inertia('admins/review')
  review(@Param('id', ParseIntPipe) id: number, @Query() query: RawQuery) {
    return this.reviews.page(id, query);
  }

  /** Answers `{ data: { id, status, statusLabel } }`: the page updates its label. */
  @Post('dashboard/recipe/:id/review')
  @HttpCode(200)
  async saveReview(@Param('id', ParseIntPipe) id: number, @Body() dto: ReviewRecipeDto, @Req() req: Request) {
    return { data: await this.reviews.review(id, dto.approved, await this.actors.of(req)) };
  }

  @Get('audit')
  @Inertia('admins/audit')
  audit(@Query() query: RawQuery) {
    return this.auditLog.page(query);
  }
}
