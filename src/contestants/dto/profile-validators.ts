import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isCountryCode, isPostalCodeOf, isRegionOf } from '@shared/contestants/regions.js';

type Decorator = (object: object, propertyName: string) => void;

function otherField(args: ValidationArguments, field: string): unknown {
  return (args.object as Record<string, unknown>)[field];
}

function register(
  name: string,
  options: ValidationOptions | undefined,
  field: string,
  validate: (value: unknown, other: unknown) => boolean,
): Decorator {
  return (object, propertyName) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      options,
      constraints: [field],
      validator: {
        validate: (value: unknown, args: ValidationArguments) => validate(value, otherField(args, field)),
      },
    });
}

/**
 * A state or province of the country in `countryField`. With no valid country there is nothing to check against:
 * the country field carries the error then.
 */
export function IsRegionOfCountry(countryField: string, options?: ValidationOptions): Decorator {
  return register('isRegionOfCountry', options, countryField, (value, country) =>
    isCountryCode(country) ? typeof value === 'string' && isRegionOf(country, value) : true,
  );
}

/** A US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1), after the country in `countryField`. */
export function IsPostalCodeOfCountry(countryField: string, options?: ValidationOptions): Decorator {
  return register('isPostalCodeOfCountry', options, countryField, (value, country) =>
    isCountryCode(country) ? typeof value === 'string' && isPostalCodeOf(country, value) : true,
  );
}

/**
 * One mailbox, however it is written: `Emp.S1+boss@Sodexo.com` reaches `emp.s1@sodexo.com`. Lower case, and the
 * `+tag` of the local part dropped (sub-addressing, which the company's mail servers deliver to the same person).
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const local = trimmed.slice(0, at).replace(/\+.*$/, '');
  return `${local}${trimmed.slice(at)}`;
}

/** Not the same mailbox as `field` (compared without case and without a `+tag`). */
export function IsNotSameEmailAs(field: string, options?: ValidationOptions): Decorator {
  return register(
    'isNotSameEmailAs',
    options,
    field,
    (value, other) =>
      typeof value !== 'string' || typeof other !== 'string' || mailboxOf(value) !== mailboxOf(other),
  );
}
