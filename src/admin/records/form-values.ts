import { STAFF_ACCOUNT_MESSAGES } from '../../auth/staff-accounts.service.js';
import { tooLongMessage } from '../../common/form-fields.js';
import { WHITELISTED_MESSAGES } from '../../contestants/whitelisted-domains.service.js';
import { PAST_EDITION_MESSAGES } from '../../editions/past-edition-tables.js';

/** The admin record forms' own messages (specification sections 5 and 8); the rest come from MESSAGES. */
export const RECORD_MESSAGES = {
  tooLong: tooLongMessage,
  ...STAFF_ACCOUNT_MESSAGES,
  ...WHITELISTED_MESSAGES,
  ...PAST_EDITION_MESSAGES,
} as const;
