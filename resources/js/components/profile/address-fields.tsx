import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { COUNTRY_LIST, countryInfo } from '@shared/contestants/regions';
import type { FieldGroupProps } from './personal-info-fields';
import { fieldBinder } from '@/lib/field-props';

const COUNTRY_OPTIONS = COUNTRY_LIST.map((country) => ({ value: country.code, label: country.name }));

/**
 * Home address: country first, because the state list and the postal code format follow it. Changing the country
 * clears the state (the form's setValue does it).
 */
export function AddressFields({ values, errors, setValue }: FieldGroupProps) {
  const country = countryInfo(values.country);
  const regionOptions = (country?.regions ?? []).map((region) => ({
    value: region.code,
    label: region.name,
  }));
  const field = fieldBinder(values, errors, setValue);
  return (
    <>
      <SelectField
        label="Country"
        name="country"
        options={COUNTRY_OPTIONS}
        placeholder="Select a country"
        autoComplete="country"
        value={values.country}
        onChange={(event) => setValue('country', event.target.value as typeof values.country)}
        error={errors.country}
      />
      <TextField label="Street address" autoComplete="street-address" maxLength={200} {...field('address')} />
      <TextField label="City" autoComplete="address-level2" maxLength={100} {...field('city')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={country?.regionLabel ?? 'State'}
          name="state"
          options={regionOptions}
          placeholder={country ? `Select a ${country.regionLabel.toLowerCase()}` : 'Select a country first'}
          autoComplete="address-level1"
          disabled={!country}
          value={values.state}
          onChange={(event) => setValue('state', event.target.value)}
          error={errors.state}
        />
        <TextField
          label={country?.postalCodeLabel ?? 'ZIP code'}
          autoComplete="postal-code"
          inputMode={values.country === 'US' ? 'numeric' : 'text'}
          autoCapitalize="characters"
          maxLength={10}
          placeholder={country?.postalCodeExample}
          {...field('zip')}
        />
      </div>
    </>
  );
}
