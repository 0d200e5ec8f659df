import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { AssignmentsService } from './assignments.service.js';
import { SaveAssignmentDto } from './dto/save-assignment.dto.js';
import type { AssignmentSavedResponse } from './assignments.props.js';

/** The judges' assignment for a large first round (issue 15, part 5), on the settings page. */
@Controller('admins/settings/assignment')
@ForAudience('admin')
export class AssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  /** Answers `{ data: card & { added, removed } }`. */
  @Post()
  @HttpCode(200)
  save(@SignedInAdmin() admin: AdminActor, @Body() dto: SaveAssignmentDto): Promise<AssignmentSavedResponse> {
    return this.assignments.save(admin, dto);
  }

  /** Answers `{ data: card & { added, removed } }`; 409 while assignment is off. */
  @Post('rebalance')
  @HttpCode(200)
  rebalance(@SignedInAdmin() admin: AdminActor): Promise<AssignmentSavedResponse> {
    return this.assignments.rebalance(admin);
  }
}
