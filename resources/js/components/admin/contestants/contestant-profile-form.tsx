import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ActionsCard, CardsForm, ProfileCards } from '@/components/profile/form-card';
import {
  firstInvalid,
  focusField,
  profileBody,
  serverErrors,
  storedValuesOf,
  useProfileForm,
  validateProfile,
} from '@/components/profile/profile-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { postJson } from '@/lib/http';
import { emailError, messages } from '@/lib/validation';
import type { ContestantTypeName, ProfileFormValues } from '@/types';

interface ContestantProfileFormProps {
  initial: ProfileFormValues;
  typeuser: ContestantTypeName;
  companyDomains: string[];
  /** POST /admins/contestants/profile/{id} or /admins/contestants/profile/create. */
  url: string;
  submitLabel: string;
  /** Called with the answer's body after a 200 with data; the form no longer counts as changed. */
  onSaved: (body: Record<string, unknown>) => void | Promise<void>;
  /** Above the fields: the type selector of a new contestant. */
  before?: ReactNode;
  onCancel?: () => void;
}

/**
 * The profile form of the admin area (specification sections 5 and 7): the contestant's fields with the e-mail and
 * the supervisor editable, as only admins may. The checks are the contestant forms' own (profile-form.ts).
 */
export function ContestantProfileForm({
  initial,
  typeuser,
  companyDomains,
  url,
  submitLabel,
  onSaved,
  before,
  onCancel,
}: ContestantProfileFormProps) {
  const { values, setValue, errors, setErrors } = useProfileForm(initial);
  const [processing, setProcessing] = useState(false);
  // The summary lists the field messages after a save; `message` is a failure of the call as a whole.
  const [summary, setSummary] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rules = { typeuser, companyDomains, supervisorEditable: true, requireAuthorization: false };
  const [saved, setSaved] = useState(() => storedValuesOf(initial));
  useUnsavedChanges(differs(storedValuesOf(values), saved));

  const save = async () => {
    const found = validateProfile(values, rules);
    // Read-only for contestants, so the shared checks leave it out; here the admin types it.
    const emailProblem = emailError(values.email);
    if (emailProblem) found.email = emailProblem;
    setErrors(found);
    const first = firstInvalid(found);
    setMessage(null);
    if (first) {
      setSummary(true);
      focusField(formRef.current, first);
      return;
    }
    setProcessing(true);
    setSummary(false);
    const { status, body } = await postJson<Record<string, unknown> & { data?: unknown; message?: string }>(
      url,
      profileBody(values, typeuser),
    );
    setProcessing(false);
    if (status === 200 && body?.data) {
      setSaved(storedValuesOf(values));
      await onSaved(body);
      return;
    }
    if (status === 422) {
      const fromServer = serverErrors(body);
      setErrors(fromServer);
      setSummary(true);
      if (!firstInvalid(fromServer)) setMessage(body?.message ?? messages.generic);
      focusField(formRef.current, firstInvalid(fromServer));
      return;
    }
    // Admin forms other than sign-in and review always show the generic message (section 8).
    setMessage(messages.generic);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!processing) void save();
  };

  return (
    <CardsForm ref={formRef} onSubmit={onSubmit} busy={processing} data-testid="contestant-profile-form">
      <ErrorSummary errors={summary ? errors : {}} message={message} scope={formRef} />
      {before}
      <ProfileCards editedByAdmin typeuser={typeuser} values={values} errors={errors} setValue={setValue} />
      <ActionsCard className="flex-col-reverse sm:justify-end">
        {onCancel && (
          <Button color="outline" onClick={onCancel} disabled={processing}>
            Cancel
          </Button>
        )}
        <Button type="submit" color="yellow" busy={processing}>
          {submitLabel}
        </Button>
      </ActionsCard>
    </CardsForm>
  );
}
