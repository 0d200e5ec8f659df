import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, Max, Min } from 'class-validator';
import { INTEGER_KEY_MAX } from '../../../common/form-fields.js';
import { MESSAGES } from '../../../common/validation.js';
import { RequiredSettingLine, RequiredSettingText } from './form-values.js';
import type { FaqItemInput } from '../../../editions/contest-settings-editor.service.js';

/** POST /admins/settings/faq/create and /admins/settings/faq/update/{id}: the question and its answer (HTML). */
export class SaveFaqItemDto implements FaqItemInput {
  @RequiredSettingLine(300)
  question: string;

  /** HTML is kept as written; the landing page sanitises it when it shows it. */
  @RequiredSettingText(10000)
  answer: string;
}

/** POST /admins/settings/faq/delete (`ids`: the rows to delete) and /faq/reorder (`ids`: every row, in order). */
export class FaqIdsDto {
  @Type(() => Number)
  @Max(INTEGER_KEY_MAX, { each: true, message: MESSAGES.numeric })
  @Min(1, { each: true, message: MESSAGES.numeric })
  @IsInt({ each: true, message: MESSAGES.numeric })
  @ArrayMaxSize(500, { message: 'Too many rows' })
  @ArrayNotEmpty({ message: MESSAGES.required })
  @IsArray({ message: MESSAGES.required })
  ids: number[];
}
