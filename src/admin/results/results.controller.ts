import { Body, Controller, Get, Header, Param, Query, Req, StreamableFile } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { PathId } from '../common/path-id.js';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import {
  ConfirmMailingDto,
  MarkFinalistDto,
  RemindJudgesDto,
  ResultsPageQueryDto,
  ResultsRoundQueryDto,
} from './dto/results.dto.js';
import { ContestMailingsService } from '../../judging/results/contest-mailings.service.js';
import { ResultsService } from '../../judging/results/results.service.js';
import { FinalScoringService } from '../../judging/final/final-scoring.service.js';
import { ChefFeedbackService } from '../../judging/feedback/chef-feedback.service.js';
import { PeoplesChoiceService } from '../../judging/peoples-choice/peoples-choice.service.js';
import type { FeedbackReleasedProps, FeedbackReleasePreviewProps } from '@shared/judging/chef-feedback.js';
import type {
  AdminResultsPageProps,
  FinalistsMailingPreviewProps,
  MailingSentProps,
  ResultsMailingPreviewProps,
} from '@shared/admin/results.props.js';

const CSV = 'text/csv; charset=utf-8';

/** Results. Section 7 names none of these calls; they answer `{ data }` like the other admin calls. */
@Controller('admins/results')
@ForAudience('admin')
export class ResultsController {
  constructor(
    private readonly results: ResultsService,
    private readonly mailings: ContestMailingsService,
    private readonly scoring: FinalScoringService,
    private readonly feedback: ChefFeedbackService,
    private readonly peoplesChoice: PeoplesChoiceService,
  ) {}

  @Page('admins/results/index')
  async page(@Query() query: ResultsPageQueryDto): Promise<AdminResultsPageProps> {
    const [page, finalRanking] = await Promise.all([
      this.results.page(query.round, query.page),
      query.round === 'second' ? this.scoring.resultsBlock() : null,
    ]);
    return {
      ...page,
      finalRanking,
      feedback: await this.feedback.state(),
      peoplesChoice: await this.peoplesChoice.resultsBlock(),
    };
  }

  @Get('export/ranking.csv')
  @Header('Content-Type', CSV)
  @Header('Cache-Control', 'no-store')
  async rankingCsv(@Query() query: ResultsRoundQueryDto, @Req() req: Request): Promise<StreamableFile> {
    req.res?.setHeader('Content-Disposition', `attachment; filename="ranking-${query.round}-round.csv"`);
    // The final round's export adds the live final's ranking (its parts, and the rule that broke each tie).
    const csv = await this.results.rankingCsv(
      query.round,
      query.round === 'second' ? await this.scoring.exportColumns() : undefined,
    );
    return Buffer.isBuffer(csv)
      ? new StreamableFile(csv, { length: csv.length })
      : new StreamableFile(Readable.from(csv));
  }

  @Get('export/votes.csv')
  @Header('Content-Type', CSV)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="votes.csv"')
  votesCsv(): StreamableFile {
    // Streamed from a database cursor: the first bytes leave at once, memory stays flat whatever the size.
    return new StreamableFile(Readable.from(this.results.votesCsv()));
  }

  /** 200 { data: { reminded, judges } }: how many judges were mailed, and who. */
  @WriteCall('remind')
  async remind(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: RemindJudgesDto,
  ): Promise<{ data: { reminded: number; judges: string[] } }> {
    return { data: await this.results.remind(admin, dto.round) };
  }

  /** The preview of "Notify finalists": counts and both mails, as they would be sent now. */
  @Get('mailings/finalists')
  @Header('Cache-Control', 'no-store')
  async finalistsPreview(): Promise<{ data: FinalistsMailingPreviewProps }> {
    return { data: await this.mailings.finalistsPreview() };
  }

  /** 200 { data: { mailed, finalists, others } }; 409 while no contestant is a finalist. */
  @WriteCall('mailings/finalists')
  async notifyFinalists(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: ConfirmMailingDto,
  ): Promise<{ data: MailingSentProps }> {
    return { data: await this.mailings.notifyFinalists(admin, dto.recipients) };
  }

  /** The preview of "Announce results": how many would be mailed, and the mail. */
  @Get('mailings/results')
  @Header('Cache-Control', 'no-store')
  async resultsPreview(): Promise<{ data: ResultsMailingPreviewProps }> {
    return { data: await this.mailings.resultsPreview() };
  }

  /** 200 { data: { mailed, … } } the first time; 409 once the results were announced. */
  @WriteCall('mailings/results')
  async announceResults(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: ConfirmMailingDto,
  ): Promise<{ data: MailingSentProps }> {
    return { data: await this.mailings.announceResults(admin, dto.recipients) };
  }

  /** The preview of "Release feedback": counts, a few comments, and whether the results are announced. */
  @Get('feedback')
  @Header('Cache-Control', 'no-store')
  async feedbackPreview(): Promise<{ data: FeedbackReleasePreviewProps }> {
    return { data: await this.feedback.preview() };
  }

  /** 200 { data: { recipes, comments, mailed } } once; 409 before the results are announced, and afterwards. */
  @WriteCall('feedback')
  async releaseFeedback(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: ConfirmMailingDto,
  ): Promise<{ data: FeedbackReleasedProps }> {
    return { data: await this.feedback.release(admin, dto.recipients) };
  }

  @WriteCall('finalist/:id')
  async finalist(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', PathId) id: number,
    @Body() dto: MarkFinalistDto,
  ): Promise<{ data: { id: number; is_finalist: boolean } }> {
    return { data: await this.results.markFinalist(admin, id, dto.is_finalist) };
  }
}
