import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { WriteCall } from '../../common/write-call.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { FinalBoardEvents } from '../../judging/final/final-board-events.js';
import { FinalBoardService } from '../../judging/final/final-board.service.js';
import type {
  AdminFinalBoardPageProps,
  BoardLinkResponse,
  BoardReleaseResponse,
} from '@shared/judging/final-board.props.js';

/** The live final's results board as the admins run it: release, hide, and the venue screen's link. */
@Controller('admins/final/board')
@ForAudience('admin')
export class FinalBoardAdminController {
  constructor(
    private readonly board: FinalBoardService,
    private readonly events: FinalBoardEvents,
  ) {}

  @Page('admins/final/board')
  page(): Promise<AdminFinalBoardPageProps> {
    return this.board.adminPage();
  }

  /** Server-Sent Events: the board now, then after every change. */
  @Get('events')
  stream(@Res() res: Response): Promise<void> {
    return this.events.open(res, null);
  }

  /** Answers `{ data: { released: true } }`; 409 while the live final is off. */
  @WriteCall('release')
  release(@SignedInAdmin() admin: AdminActor): Promise<BoardReleaseResponse> {
    return this.board.release(admin);
  }

  /** Answers `{ data: { released: false } }`. */
  @WriteCall('hide')
  hide(@SignedInAdmin() admin: AdminActor): Promise<BoardReleaseResponse> {
    return this.board.hide(admin);
  }

  /** Answers `{ data: { url } }`: the new link for the venue's screen, shown once; the earlier one stops. */
  @WriteCall('link')
  newLink(@SignedInAdmin() admin: AdminActor): Promise<BoardLinkResponse> {
    return this.board.newLink(admin);
  }

  /** Answers `{ data: { url: null } }`: the venue screen's link answers 404 from now on. */
  @WriteCall('link/revoke')
  revokeLink(@SignedInAdmin() admin: AdminActor): Promise<BoardLinkResponse> {
    return this.board.revokeLink(admin);
  }
}
