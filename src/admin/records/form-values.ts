import { tooLongMessage } from '../../common/form-fields.js';

/** The admin record forms' own messages (specification sections 5 and 8); the rest come from MESSAGES. */
export const RECORD_MESSAGES = {
  tooLong: tooLongMessage,
  duplicateEmail: {
    judge: 'A judge with this e-mail address already exists.',
    admin: 'An admin with this e-mail address already exists.',
  },
  duplicateDomain: 'This domain is already in the list.',
  duplicateYear: 'There is already a past edition for this year.',
  selfDisable: 'You cannot disable your own account: another admin has to do it.',
  chefImage: 'The chef image is required',
  chefthumbImage: 'The chef image thumb is required',
  recipeImage: 'The recipe image is required',
  emptyTable: 'The field is required',
} as const;
