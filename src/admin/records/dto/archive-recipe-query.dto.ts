import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';

/** GET /admins/past-editions/create?from_recipe={id}: the contest recipe to archive (issue 15). */
export class ArchiveRecipeQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === undefined ? undefined : Number(value),
  )
  @IsInt({ message: MESSAGES.format })
  @Min(1, { message: MESSAGES.format })
  from_recipe?: number;
}
