import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Inertia } from '../../inertia/inertia.decorator.js';
import {
  MarkFinalistDto,
  RemindJudgesDto,
  ResultsPageQueryDto,
  ResultsRoundQueryDto,
} from './dto/results.dto.js';
import { ResultsService } from './results.service.js';

const CSV = 'text/csv; charset=utf-8';

/** Results (issue 5, item 8). Section 7 names none of these calls; they answer `{ data }` like the other admin calls. */
@Controller('admins/results')
@ForAudience('admin')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  @Inertia('admins/results/index')
  page(@Query() query: ResultsPageQueryDto) {
    return this.results.page(query.round, query.page);
  }

  @Get('export/ranking.csv')
  @Header('Content-Type', CSV)
  @Header('Cache-Control', 'no-store')
  async rankingCsv(@Query() query: ResultsRoundQueryDto, @Req() req: Request) {
    req.res?.setHeader('Content-Disposition', `attachment; filename="ranking-${query.round}-round.csv"`);
    return new StreamableFile(Readable.from(await this.results.rankingCsv(query.round)));
  }

  @Get('export/votes.csv')
  @Header('Content-Type', CSV)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="votes.csv"')
  votesCsv() {
    // Streamed from a database cursor: the first bytes leave at once, memory stays flat whatever the size.
    return new StreamableFile(Readable.from(this.results.votesCsv()));
  }

  /** 200 { data: { reminded, judges } }: how many judges were mailed, and who. */
  @Post('remind')
  @HttpCode(200)
  async remind(@SignedInAdmin() admin: AdminActor, @Body() dto: RemindJudgesDto) {
    return { data: await this.results.remind(admin, dto.round) };
  }

  @Post('finalist/:id')
  @HttpCode(200)
  async finalist(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 404 })) id: number,
    @Body() dto: MarkFinalistDto,
  ) {
    return { data: await this.results.markFinalist(admin, id, dto.is_finalist) };
  }
}
