import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isCountryCode, isPostalCodeOf, isRegionOf } from '../regions.js';

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

/** Not the same address as `field` (compared without case). */
export function IsNotSameEmailAs(field: string, options?: ValidationOptions): Decorator {
  return register(
    'isNotSameEmailAs',
    options,
    field,
    (value, other) =>
      typeof value !== 'string' ||
      typeof other !== 'string' ||
      value.trim().toLowerCase() !== other.trim().toLowerCase(),
  );
}
