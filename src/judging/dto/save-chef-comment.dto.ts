import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';
import { CHEF_COMMENT_MAX_LENGTH } from '@shared/judging/chef-feedback.js';

/**
 * POST /judges/dashboard/recipe/{id}/comment: the judge's comment for the chef. Optional for the judge, so an empty
 * comment is accepted and clears it; the field itself must be sent (a call without it says nothing).
 */
export class SaveChefCommentDto {
  /** Trimmed first, so a comment of spaces alone clears it. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(CHEF_COMMENT_MAX_LENGTH, {
    message: `The comment can be at most ${CHEF_COMMENT_MAX_LENGTH} characters long`,
  })
  @IsString({ message: MESSAGES.required })
  @IsDefined({ message: MESSAGES.required })
  comment: string;
}
