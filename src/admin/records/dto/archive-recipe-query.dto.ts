import { OptionalId } from '../../../common/form-fields.js';

/** GET /admins/past-editions/create?from_recipe={id}: the contest recipe to archive. */
export class ArchiveRecipeQueryDto {
  @OptionalId()
  from_recipe?: number;
}
