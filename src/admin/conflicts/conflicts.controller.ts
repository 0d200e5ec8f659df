import { Body, Controller } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { ConflictsService } from '../../judging/conflicts/conflicts.service.js';
import { DeclareConflictDto, LiftConflictDto } from '../../judging/conflicts/dto/conflict.dto.js';
import type { ConflictSavedResponse } from '@shared/admin/conflicts.props.js';

/** Conflicts of interest between judges and contestants: declared and lifted by an admin. */
@Controller('admins/conflicts')
@ForAudience('admin')
export class ConflictsController {
  constructor(private readonly conflicts: ConflictsService) {}

  /** Answers `{ data: { conflict } }`; 409 when the two are already in conflict. */
  @WriteCall('declare')
  declare(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: DeclareConflictDto,
  ): Promise<ConflictSavedResponse> {
    return this.conflicts.declare(admin, dto);
  }

  /** Answers `{ data: { conflict } }` (null once no conflict is left); 409 for an automatic conflict. */
  @WriteCall('lift')
  lift(@SignedInAdmin() admin: AdminActor, @Body() dto: LiftConflictDto): Promise<ConflictSavedResponse> {
    return this.conflicts.lift(admin, dto);
  }
}
