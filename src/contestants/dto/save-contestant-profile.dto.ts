import { SaveProfileDto } from './profile-form.dto.js';

/**
 * POST /admins/contestants/profile/create: a new contestant and their profile. The type comes from the selector
 * (sodexo, entegra); every field follows the registration's rules.
 */
export class CreateContestantDto extends SaveProfileDto {}

/**
 * POST /admins/contestants/profile/{id}: the contestant's profile, e-mail and (employees) supervisor included. The
 * type is the contestant's own (written by ContestantTypeInterceptor), so the right fields are required.
 */
export class UpdateContestantProfileDto extends SaveProfileDto {}
