import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { STAGES, type Stage } from '../../../auth/staff-account.entity.js';
import { MESSAGES } from '../../../common/validation.js';

/** `?round=first|second` on the page and the ranking export; the first round when absent. */
export class ResultsRoundQueryDto {
  @IsOptional()
  @IsIn(STAGES as unknown as string[], { message: 'Choose the first or the second round' })
  round: Stage = 'first';
}

/** The results page: `?round=` and `?page=` of the ranking table (anything but a page number is the first page). */
export class ResultsPageQueryDto extends ResultsRoundQueryDto {
  @Transform(({ value }: { value: unknown }) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
  })
  @IsInt()
  page: number = 1;
}

/** POST /admins/results/remind: csrf, round. */
export class RemindJudgesDto {
  @IsIn(STAGES as unknown as string[], { message: 'Choose the first or the second round' })
  round: Stage;
}

/** POST /admins/results/finalist/{userId}: csrf, is_finalist. */
export class MarkFinalistDto {
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: MESSAGES.required })
  is_finalist: boolean;
}

/**
 * POST /admins/results/mailings/finalists and /mailings/results: csrf, recipients. The admin confirms in the preview
 * dialog the number of contestants it shows; a call without it, or with a count that is no longer true, sends nothing,
 * so no stray or replayed request mails every contestant and nobody is mailed whom the preview did not count.
 */
export class ConfirmMailingDto {
  @Min(0, { message: 'Open the preview and confirm the sending' })
  @IsInt({ message: 'Open the preview and confirm the sending' })
  recipients: number;
}
