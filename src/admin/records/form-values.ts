import { tooLongMessage } from '../../common/form-fields.js';
import { WHITELISTED_MESSAGES } from '../../contestants/whitelisted-domains.service.js';
import { PAST_EDITION_MESSAGES } from '../../editions/past-edition-tables.js';

/** The admin record forms' own messages (specification sections 5 and 8); the rest come from MESSAGES. */
export const RECORD_MESSAGES = {
  tooLong: tooLongMessage,
  duplicateEmail: {
    judge: 'A judge with this e-mail address already exists.',
    admin: 'An admin with this e-mail address already exists.',
  },
  ...WHITELISTED_MESSAGES,
  selfDisable: 'You cannot disable your own account: another admin has to do it.',
  ...PAST_EDITION_MESSAGES,
} as const;
