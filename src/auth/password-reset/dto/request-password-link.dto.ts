import { EmailAddress } from '../../../common/validation.js';

/** POST /judges/password/email (and /admins/password/email): "email required and valid" (section 5). */
export class RequestPasswordLinkDto {
  @EmailAddress()
  email: string;
}
