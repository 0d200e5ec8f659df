import { TextField } from '@/components/ui/text-field';
import { PhoneField } from './phone-field';
import type { ProfileErrors, ProfileField, ProfileFormState } from './profile-form';

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
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="name"
          autoComplete={editedByAdmin ? undefined : 'given-name'}
          maxLength={100}
          value={values.name}
          onChange={(event) => setValue('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Last name"
          name="lastname"
          autoComplete={editedByAdmin ? undefined : 'family-name'}
          maxLength={100}
          value={values.lastname}
          onChange={(event) => setValue('lastname', event.target.value)}
          error={errors.lastname}
        />
      </div>
      {editedByAdmin ? (
        <TextField
          label="Email address"
          name="email"
          type="email"
          inputMode="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          error={errors.email}
          hint="The contestant's sign-in address."
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
