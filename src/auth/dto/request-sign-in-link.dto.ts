import { EmailAddress } from '../../common/validation.js';

/** POST /user/validDomain: the contestant sign-in form. */
export class RequestSignInLinkDto {
  @EmailAddress()
  email: string;
}
