import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsNotEmpty } from 'class-validator';
import { MESSAGES } from '../../common/validation.js';
import { ALLERGENS, type Allergen } from '@shared/recipes/allergens.js';

/** POST /judges/account/allergies: the judge's allergies, the whole list each time (an empty list: none). */
export class SaveAllergiesDto {
  @IsIn(ALLERGENS, { each: true, message: MESSAGES.format })
  @ArrayUnique({ message: MESSAGES.format })
  @ArrayMaxSize(ALLERGENS.length, { message: MESSAGES.format })
  @IsArray({ message: MESSAGES.format })
  @IsNotEmpty({ message: MESSAGES.required })
  allergies: Allergen[];
}
