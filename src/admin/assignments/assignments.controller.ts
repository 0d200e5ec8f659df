import { Body, Controller } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { AssignmentsService } from '../../judging/assignments/assignments.service.js';
import { SaveAssignmentDto } from '../../judging/assignments/dto/save-assignment.dto.js';
import type { AssignmentSavedResponse } from '@shared/admin/assignments.props.js';

/** The judges' assignment for a large first round, on the settings page. */
@Controller('admins/settings/assignment')
@ForAudience('admin')
export class AssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  /** Answers `{ data: card & { added, removed } }`. */
  @WriteCall()
  save(@SignedInAdmin() admin: AdminActor, @Body() dto: SaveAssignmentDto): Promise<AssignmentSavedResponse> {
    return this.assignments.save(admin, dto);
  }

  /** Answers `{ data: card & { added, removed } }`; 409 while assignment is off. */
  @WriteCall('rebalance')
  rebalance(@SignedInAdmin() admin: AdminActor): Promise<AssignmentSavedResponse> {
    return this.assignments.rebalance(admin);
  }
}
