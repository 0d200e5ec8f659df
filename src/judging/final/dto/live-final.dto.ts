import { Toggle } from '../../../common/form-fields.js';

/** POST /admins/final/live: the live final on or off. */
export class SetLiveFinalDto {
  @Toggle()
  live_final: boolean;
}
