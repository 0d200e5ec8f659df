import { Body, Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import type { Request, Response } from 'express';
import { InertiaService } from '../inertia/inertia.service.js';
import { AnswerAuthorizationDto } from './dto/answer-authorization.dto.js';
import { type ApprovalLinkQuery, SupervisorApprovalService } from './supervisor-approval.service.js';
import { SupervisorLinkGuard } from './supervisor-link.guard.js';

/**
 * The supervisor's 'Pending approval' page and answer. Public: the supervisor has no account, the signed link in
 * their mail is the credential. The form posts to the same address, query included, and the link is checked again.
 */
@Controller('user/:id/authorization')
export class SupervisorApprovalController {
  constructor(
    private readonly approvals: SupervisorApprovalService,
    private readonly inertia: InertiaService,
  ) {}

  /** Rendered here rather than with @Inertia, to answer 403 for a link that is not valid or has expired. */
  @Get()
  async page(
    @Param('id') id: string,
    @Query() query: ApprovalLinkQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { status, props } = await this.approvals.page(id, query);
    await this.inertia.render(req, res, 'user/authorization', { ...props }, status);
  }

  @WriteCall()
  @UseGuards(SupervisorLinkGuard)
  async answer(
    @Param('id') id: string,
    @Query() query: ApprovalLinkQuery,
    @Body() dto: AnswerAuthorizationDto,
  ): Promise<{ data: { message: string } }> {
    return { data: { message: await this.approvals.answer(id, query, dto) } };
  }
}
