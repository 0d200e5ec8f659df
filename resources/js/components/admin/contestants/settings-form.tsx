import { router } from '@inertiajs/react';
import { CardsForm } from '@/components/profile/form-card';
import clsx from 'clsx';
import { type FormEvent, useRef, useState } from 'react';
import { SwitchFields } from '@/components/admin/switch-field';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import type { ModalOptions } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import { messages } from '@/lib/validation';
import type { ContestantSettingsProps } from './types';
import { fieldBinder } from '@/lib/field-props';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';

interface SettingsFormProps {
  contestantId: number;
  /** Only a company employee has a supervisor: the 'Manager authorization' answer is theirs alone. */
  employee: boolean;
  initial: ContestantSettingsProps;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

const ANSWERS = [
  { value: 1, label: 'Decline' },
  { value: 2, label: 'Accept' },
] as const;

/** The 'Status' switches, in their order on the page. */
const STATUS_SWITCHES = [
  {
    key: 'is_active',
    label: 'Account',
    hint: 'Disabled: signed out at the next visit.',
    onLabel: 'Enabled',
    offLabel: 'Disabled',
  },
  {
    key: 'is_finalist',
    label: 'Final round',
    hint: 'Finalists submit again for the final round.',
    onLabel: 'Finalist',
    offLabel: 'Non Finalist',
  },
  {
    key: 'onboarded',
    label: 'Onboarding',
    hint: 'Welcomed and briefed by the team.',
    onLabel: 'Onboard',
    offLabel: 'Not Onboard',
  },
] as const;

/**
 * The settings tab (specification sections 2, 4, 5 and 7): the 'Status' toggles and, for a company employee, the
 * 'Manager authorization' answer, whose reason is shown and required on Decline. Saved: 'Settings saved', then the page reloads.
 */
export function SettingsForm({ contestantId, employee, initial, confirm }: SettingsFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ answer?: string; reason?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const call = useFormCall<ContestantSettingsProps>({ data: dataOf });
  const processing = call.busy;
  // What the server holds: the page's, then what a save sent.
  const [saved, setSaved] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(differs(values, saved));
  const set = <K extends keyof ContestantSettingsProps>(key: K, value: ContestantSettingsProps[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'answer' || key === 'reason') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const found: typeof errors = {};
    if (employee && values.answer === 0) found.answer = messages.required;
    if (employee && values.answer === 1 && values.reason.trim() === '') found.reason = messages.required;
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    // On success the form stays busy until the page has reloaded.
    const answered = await call.run(
      {
        url: `/admins/contestants/settings/${contestantId}/update`,
        json: {
          ...(employee
            ? { answer: values.answer, reason: values.answer === 1 ? values.reason.trim() : '' }
            : {}),
          is_active: values.is_active,
          is_finalist: values.is_finalist,
          onboarded: values.onboarded,
          // What the page showed: what the admin left alone is not written back over a change made meanwhile.
          loaded_is_active: initial.is_active,
          loaded_is_finalist: initial.is_finalist,
          loaded_onboarded: initial.onboarded,
          ...(employee
            ? {
                loaded_answer: initial.answer,
                loaded_reason: initial.answer === 1 ? initial.reason.trim() : '',
              }
            : {}),
        },
      },
      { keepBusy: true },
    );
    if (answered) {
      setSaved(values);
      await confirm({ title: 'Settings saved', cancelLabel: null });
      router.reload({ onFinish: () => call.setBusy(false) });
      return;
    }
    setAlert(messages.generic);
  };

  const field = fieldBinder(values, errors, set);
  return (
    <CardsForm ref={formRef} onSubmit={(event) => void submit(event)} busy={processing}>
      <ErrorSummary errors={errors} message={alert} scope={formRef} />
      <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7">
        <h2 className="font-display text-xl font-semibold tracking-tight text-ink">Status</h2>
        <div className="mt-4 flex flex-col gap-3">
          <SwitchFields switches={STATUS_SWITCHES} values={values} set={set} />
        </div>
      </section>
      {employee && (
        <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7">
          <fieldset>
            <legend className="font-display text-xl font-semibold tracking-tight text-ink">
              Manager authorization
            </legend>
            <p className="mt-1 text-sm text-muted">
              A change is mailed to the contestant, as when their supervisor answers.
            </p>
            <div
              className="mt-4 grid gap-3 sm:grid-cols-2"
              role="radiogroup"
              data-error-for="answer"
              data-error-label="Manager authorization"
              aria-invalid={Boolean(errors.answer) || undefined}
            >
              {ANSWERS.map((option) => (
                <label
                  key={option.value}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 text-sm font-semibold transition-colors',
                    values.answer === option.value
                      ? option.value === 1
                        ? 'border-danger bg-danger-soft text-danger'
                        : 'border-ink bg-cream text-ink'
                      : 'border-sand bg-white text-ink hover:border-ink/40',
                  )}
                >
                  <input
                    type="radio"
                    name="answer"
                    value={option.value}
                    checked={values.answer === option.value}
                    onChange={() => set('answer', option.value)}
                    className="size-4 accent-ink"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.answer && (
              <p className="mt-2 text-sm font-medium text-danger" role="alert">
                {errors.answer}
              </p>
            )}
          </fieldset>
          {values.answer === 1 && (
            <TextareaField
              className="mt-4"
              label="Reason"
              rows={3}
              maxLength={2000}
              hint="Sent to the contestant and shown on their profile."
              {...field('reason')}
            />
          )}
        </section>
      )}
      <div className="flex justify-end">
        <Button type="submit" color="yellow" size="lg" busy={processing}>
          Submit
        </Button>
      </div>
    </CardsForm>
  );
}
