import { TextField } from '@/components/ui/text-field';
import { PhoneField } from './phone-field';
import type { ProfileErrors, ProfileField, ProfileFormState } from './profile-form';
import { fieldBinder } from '@/lib/field-props';

export interface FieldGroupProps {
  values: ProfileFormState;
  errors: ProfileErrors;
  setValue: <K extends ProfileField>(field: K, value: ProfileFormState[K]) => void;
}

/**
 * First name, last name, e-mail and phone. For the contestant the e-mail is read-only (it is the sign-in address);
 * with `editedByAdmin` it is typed in by an admin, and the names are not offered the admin's own autofill.
 */
export function PersonalInfoFields({
  values,
  errors,
  setValue,
  editedByAdmin = false,
}: FieldGroupProps & { editedByAdmin?: boolean }) {
  const field = fieldBinder(values, errors, setValue);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete={editedByAdmin ? undefined : 'given-name'}
          maxLength={100}
          {...field('name')}
        />
        <TextField
          label="Last name"
          autoComplete={editedByAdmin ? undefined : 'family-name'}
          maxLength={100}
          {...field('lastname')}
        />
      </div>
      {editedByAdmin ? (
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          maxLength={254}
          hint="The contestant's sign-in address."
          {...field('email')}
        />
      ) : (
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={values.email}
          readOnly
          aria-readonly="true"
          hint="Your sign-in address. To change it, write to the contest team."
          className="[&_input]:bg-sand/40 [&_input]:text-ink/80"
        />
      )}
      <PhoneField
        label="Phone number"
        name="phone"
        value={values.phone}
        onChange={(value) => setValue('phone', value)}
        error={errors.phone}
      />
    </>
  );
}
