import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ActionsCard, CardsForm, ProfileCards } from '@/components/profile/form-card';
import {
  firstInvalid,
  focusField,
  profileBody,
  storedValuesOf,
  useProfileForm,
} from '@/components/profile/profile-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { dataOf } from '@/hooks/use-form-call';
import { emailError, messages } from '@/lib/validation';
import type { ContestantTypeName, ProfileFormValues } from '@/types';
import { submitOnce } from '@/lib/form-submit';

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
  const form = useProfileForm(initial, (body) => (dataOf(body) ? (body as Record<string, unknown>) : null));
  const { values, setValue, errors, summary } = form;
  const processing = form.call.busy;
  // A failure of the call as a whole (the summary lists the field messages).
  const [message, setMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rules = { typeuser, companyDomains, supervisorEditable: true, requireAuthorization: false };
  const [saved, setSaved] = useState(() => storedValuesOf(initial));
  useUnsavedChanges(differs(storedValuesOf(values), saved));

  const save = async () => {
    setMessage(null);
    const answer = await form.save({
      rules,
      // Read-only for contestants, so the shared checks leave it out; here the admin types it.
      alsoCheck: (found) => {
        const emailProblem = emailError(values.email);
        if (emailProblem) found.email = emailProblem;
      },
      request: () => ({ url, json: profileBody(values, typeuser) }),
      show: (field) => focusField(formRef.current, field),
      summaryOnCheck: true,
    });
    if (!answer) return;
    if (answer.ok) {
      setSaved(storedValuesOf(values));
      await onSaved(answer.data);
      return;
    }
    if (answer.status === 422) {
      if (!firstInvalid(answer.errors))
        setMessage((answer.body as { message?: string } | null)?.message ?? messages.generic);
      return;
    }
    // Admin forms other than sign-in and review always show the generic message (section 8).
    setMessage(messages.generic);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => submitOnce(event, processing, save);

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
