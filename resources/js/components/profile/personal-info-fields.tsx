import { TextField } from '@/components/ui/text-field';
import { PhoneField } from './phone-field';
import type { ProfileErrors, ProfileField, ProfileFormState } from './profile-form';

export interface FieldGroupProps {
  values: ProfileFormState;
  errors: ProfileErrors;
  setValue: <K extends ProfileField>(field: K, value: ProfileFormState[K]) => void;
}

/** First name, last name, e-mail (read-only: it is the sign-in address) and phone. */
export function PersonalInfoFields({ values, errors, setValue }: FieldGroupProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="name"
          autoComplete="given-name"
          maxLength={100}
          value={values.name}
          onChange={(event) => setValue('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Last name"
          name="lastname"
          autoComplete="family-name"
          maxLength={100}
          value={values.lastname}
          onChange={(event) => setValue('lastname', event.target.value)}
          error={errors.lastname}
        />
      </div>
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
