import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Page } from '../../inertia/inertia.decorator.js';
import type { DisplayBoardPageProps } from '@shared/judging/final-board.props.js';
import { FinalBoardEvents } from './final-board-events.js';
import { FinalBoardService } from './final-board.service.js';

/** The venue screen's board: read-only, no sign-in; the secret in the address is the only key (404 otherwise). */
@Controller('final/board')
export class FinalBoardController {
  constructor(
    private readonly board: FinalBoardService,
    private readonly events: FinalBoardEvents,
  ) {}

  @Page('display/final-board', ':token')
  page(@Param('token') token: string): Promise<DisplayBoardPageProps> {
    return this.board.displayPage(token);
  }

  /** Server-Sent Events: the board now, then after every change. */
  @Get(':token/events')
  async stream(@Param('token') token: string, @Res() res: Response): Promise<void> {
    await this.board.checkLink(token);
    await this.events.open(res, token);
  }
}
