import { Transform } from 'class-transformer';
import { Allow, ValidateBy, type ValidationArguments } from 'class-validator';
import { MESSAGES } from '../../../common/validation.js';
import {
  isBlank,
  OptionalId,
  OptionalText,
  RequiredLine,
  RequiredText,
  Toggle,
} from '../../../common/form-fields.js';
import { EDITION_LIMITS } from '../../../editions/past-edition-tables.js';

/** A four-digit year: empty gives "required", anything else outside the range "a valid format". */
function EditionYear() {
  return ValidateBy({
    name: 'editionYear',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= EDITION_LIMITS.firstYear &&
        value <= EDITION_LIMITS.lastYear,
      defaultMessage: (args?: ValidationArguments) =>
        isBlank(args?.value)
          ? MESSAGES.required
          : Number.isNaN(args?.value)
            ? MESSAGES.numeric
            : MESSAGES.format,
    },
  });
}

/**
 * The multipart form of POST /admins/past-editions/create and /update/{id} (specification section 7). The three
 * tables arrive as JSON text and are checked line by line by the service (pastEditionTables), so that every
 * missing line is named; the images are files (`chef`, `chefthumb`, `recipe`) when their `*_file` flag is 'true',
 * and otherwise the stored image stays.
 */
export class SavePastEditionDto {
  @Transform(({ value }: { value: unknown }) => (isBlank(value) ? undefined : Number(value)))
  @EditionYear()
  year: number | undefined = undefined;

  @RequiredLine(EDITION_LIMITS.name)
  chef_name: string = '';

  @RequiredText(EDITION_LIMITS.text)
  chef_description: string = '';

  @RequiredLine(EDITION_LIMITS.name)
  recipe_name: string = '';

  @RequiredText(EDITION_LIMITS.text)
  recipe_description: string = '';

  @RequiredLine(EDITION_LIMITS.short)
  prep_time: string = '';

  @RequiredLine(EDITION_LIMITS.short)
  cook_time: string = '';

  @RequiredLine(EDITION_LIMITS.short)
  yield: string = '';

  @OptionalText(EDITION_LIMITS.text)
  tips: string = '';

  @OptionalText(EDITION_LIMITS.text)
  allergens: string = '';

  /** JSON text: [{ title, lines: [text] }]. */
  @Allow()
  ingredients: unknown = '';

  /** JSON text: [{ title, lines: [text] }]. */
  @Allow()
  preparation: unknown = '';

  /** JSON text: [{ item, quantity }]. */
  @Allow()
  nutritional_facts: unknown = '';

  @Toggle()
  chef_file: boolean = false;

  @Toggle()
  chefthumb_file: boolean = false;

  @Toggle()
  recipe_file: boolean = false;

  @Toggle()
  is_active: boolean = false;

  /**
   * The contest recipe this new edition archives ("Archive as past edition"). An image slot without a new
   * file then takes a copy of that recipe's image. Ignored on update.
   */
  @OptionalId()
  from_recipe?: number;
}
