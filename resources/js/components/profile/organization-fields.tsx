import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import type { ContestantTypeName } from '@/types';
import type { FieldGroupProps } from './personal-info-fields';

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
  if (typeuser === 'entegra') {
    return (
      <TextField
        label="Business name"
        name="business_name"
        autoComplete="organization"
        maxLength={200}
        value={values.business_name}
        onChange={(event) => setValue('business_name', event.target.value)}
        error={errors.business_name}
      />
    );
  }
  const readOnly = !supervisorEditable;
  const readOnlyLook = readOnly ? '[&_input]:bg-sand/40 [&_input]:text-ink/80' : undefined;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Supervisor name"
          name="manager_name"
          autoComplete="off"
          maxLength={200}
          value={values.manager_name}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          onChange={(event) => setValue('manager_name', event.target.value)}
          error={errors.manager_name}
          className={readOnlyLook}
        />
        <TextField
          label="Supervisor email"
          name="manager_email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={values.manager_email}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          onChange={(event) => setValue('manager_email', event.target.value)}
          error={errors.manager_email}
          className={readOnlyLook}
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
