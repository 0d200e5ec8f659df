import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { domainProblem, normaliseDomain } from '../../../contestants/whitelisted-domain.rules.js';
import { MESSAGES } from '../../../common/validation.js';
import { isBlank, Toggle } from '../../../common/form-fields.js';

/** Required, and a plain host name such as example.com (the command line's rule). */
function DomainName() {
  return ValidateBy({
    name: 'domainName',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && domainProblem(value) === null,
      defaultMessage: (args?: ValidationArguments) =>
        isBlank(args?.value)
          ? MESSAGES.required
          : typeof args?.value !== 'string'
            ? MESSAGES.format
            : (domainProblem(args.value) ?? MESSAGES.format),
    },
  });
}

/** POST /admins/whitelisted/create and /admins/whitelisted/update/{id} (section 7): csrf, domain, is_active. */
export class SaveWhitelistedDto {
  /** Lower-cased, without spaces or a leading '@' (people paste '@example.com'). */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseDomain(value) : value))
  @DomainName()
  domain: string = '';

  @Toggle()
  is_active: boolean = false;
}
