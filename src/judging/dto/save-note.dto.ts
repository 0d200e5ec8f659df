import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';

export const NOTE_MAX_LENGTH = 5000;

/** POST /judges/dashboard/recipe/{id}/note: the note is required (section 5). */
export class SaveNoteDto {
  /** Trimmed first, so a note of spaces alone counts as empty. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(NOTE_MAX_LENGTH, { message: `The note can be at most ${NOTE_MAX_LENGTH} characters long` })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  note: string;
}
