import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import type { ContestantTypeName } from '@/types';
import type { FieldGroupProps } from './personal-info-fields';
import { fieldBinder } from '@/lib/field-props';

interface OrganizationFieldsProps extends FieldGroupProps {
  typeuser: ContestantTypeName;
  /** Registration: typed here. Profile: read-only (only the contest team changes the supervisor). */
  supervisorEditable: boolean;
  /** Registration of an employee: the authorization checkbox. */
  showAuthorization: boolean;
}

/** The business name of an outside user, or the supervisor of a company employee. */
export function OrganizationFields({
  typeuser,
  supervisorEditable,
  showAuthorization,
  values,
  errors,
  setValue,
}: OrganizationFieldsProps) {
  const field = fieldBinder(values, errors, setValue);
  if (typeuser === 'entegra') {
    return (
      <TextField
        label="Business name"
        autoComplete="organization"
        maxLength={200}
        {...field('business_name')}
      />
    );
  }
  const readOnly = !supervisorEditable;
  const lock = {
    readOnly,
    'aria-readonly': readOnly || undefined,
    className: readOnly ? '[&_input]:bg-sand/40 [&_input]:text-ink/80' : undefined,
  };
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Supervisor name"
          autoComplete="off"
          maxLength={200}
          {...lock}
          {...field('manager_name')}
        />
        <TextField
          label="Supervisor email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          {...lock}
          {...field('manager_email')}
        />
      </div>
      {readOnly ? (
        <p className="text-sm text-muted">Only the contest team can change your supervisor.</p>
      ) : (
        <p className="text-sm text-muted">
          We will e-mail your supervisor a link to approve your participation. They do not need an account.
        </p>
      )}
      {showAuthorization && (
        <Checkbox
          name="authorization"
          label="I confirm that my supervisor may be contacted to approve my participation in the contest."
          checked={values.authorization}
          onChange={(event) => setValue('authorization', event.target.checked)}
          error={errors.authorization}
        />
      )}
    </>
  );
}
