import { Head, router } from '@inertiajs/react';
import clsx from 'clsx';
import { type FormEvent, useRef, useState } from 'react';
import { useErrorBanner } from '@/components/error-banner';
import { AddressFields } from '@/components/profile/address-fields';
import { ActionsCard, CardsForm, FormCard, OverHero, PageHero } from '@/components/profile/form-card';
import { OrganizationFields } from '@/components/profile/organization-fields';
import { PersonalInfoFields } from '@/components/profile/personal-info-fields';
import {
  ADDRESS_FIELDS,
  firstInvalid,
  focusField,
  ORGANIZATION_FIELDS,
  PERSONAL_FIELDS,
  type ProfileErrors,
  type ProfileField,
  type ProfileRules,
  profileBody,
  storedValuesOf,
  useProfileForm,
  validateProfile,
} from '@/components/profile/profile-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { differs, leaveWithoutAsking, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { redirectOf } from '@/hooks/use-form-call';
import { failureMessage } from '@shared/messages';
import type { RegisterPageProps } from '@/types';

type Step = 1 | 2;

const STEPS: Record<Step, { title: string; fields: readonly ProfileField[] }> = {
  1: { title: 'Personal information', fields: [...PERSONAL_FIELDS, ...ORGANIZATION_FIELDS] },
  2: { title: 'Address', fields: ADDRESS_FIELDS },
};

const stepOf = (field: ProfileField): Step => (STEPS[1].fields.includes(field) ? 1 : 2);

/** The summary's words for a field of the step not shown (the fields on the page name themselves). */
const HIDDEN_FIELD_LABELS: Record<ProfileField, string> = {
  name: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  business_name: 'Business name',
  manager_name: 'Supervisor name',
  manager_email: 'Supervisor email',
  authorization: 'Supervisor approval',
  country: 'Country',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
};

/** Registration in two steps (specification sections 2, 4 and 5): personal information, then address; Save posts. */
export default function Register({ typeuser, form: initial, companyDomains }: RegisterPageProps) {
  const form = useProfileForm(initial, redirectOf);
  const { values, setValue, errors, setErrors, summary, setSummary } = form;
  const [step, setStep] = useState<Step>(1);
  const processing = form.call.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setBanner = useErrorBanner();
  useUnsavedChanges(values.authorization || differs(storedValuesOf(values), storedValuesOf(initial)));

  const rules: ProfileRules = {
    typeuser,
    companyDomains,
    supervisorEditable: true,
    requireAuthorization: typeuser === 'sodexo',
  };

  /** Shows a step; `focus` the first invalid field there, or else the step's heading. */
  const goTo = (next: Step, focus?: ProfileField) => {
    setStep(next);
    // After the step's fields are on the page.
    requestAnimationFrame(() => {
      if (focus) focusField(formRef.current, focus);
      else headingRef.current?.focus();
    });
  };

  const check = (fields: readonly ProfileField[]): ProfileErrors => {
    const found = validateProfile(values, rules, fields);
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) next[field] = found[field];
      return next;
    });
    return found;
  };

  /** Next, or the second dot: only with a valid first step. */
  const forward = () => {
    const found = check(STEPS[1].fields);
    const first = firstInvalid(found);
    if (first) {
      focusField(formRef.current, first);
      return;
    }
    setSummary(false);
    goTo(2);
  };

  const save = async () => {
    // On success the button stays disabled until the next page replaces this one.
    const answer = await form.save({
      rules,
      onSend: () => setBanner(null),
      request: () => ({
        url: '/user/register',
        json: { ...profileBody(values, typeuser), authorization: values.authorization },
      }),
      show: (field) => goTo(stepOf(field), field),
      keepBusy: true,
    });
    if (!answer) return;
    if (answer.ok) {
      leaveWithoutAsking(() => router.visit(answer.data));
      return;
    }
    // 409 (already registered) and 419 (page open too long) say what to do; anything else gets the generic text.
    if (answer.status !== 422) setBanner(failureMessage(answer.status, answer.body, [409, 419]));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    if (step === 1) forward();
    else void save();
  };

  const onDot = (target: Step) => {
    if (target === step) return;
    if (target === 1) goTo(1);
    else forward();
  };

  return (
    <>
      <Head title="Registration" />
      <PageHero
        eyebrow="Registration"
        title="Create your contestant profile"
        lead={
          typeuser === 'sodexo'
            ? 'Two short steps. Your supervisor is then asked to approve your participation.'
            : 'Two short steps, then on to your recipe.'
        }
      />
      <OverHero>
        <CardsForm ref={formRef} onSubmit={onSubmit} busy={processing}>
          <div className="rounded-3xl bg-white px-5 py-4 shadow-sm ring-1 ring-sand sm:px-8">
            <StepDots step={step} onDot={onDot} />
          </div>
          <ErrorSummary
            errors={summary ? errors : {}}
            scope={formRef}
            labelFor={(field) =>
              stepOf(field as ProfileField) === step ? undefined : HIDDEN_FIELD_LABELS[field as ProfileField]
            }
            // A field of the other step is shown before its link focuses it.
            reveal={(field) => {
              const target = stepOf(field as ProfileField);
              if (target !== step) setStep(target);
            }}
            className="shadow-sm"
          />

          <h2 ref={headingRef} tabIndex={-1} className="sr-only">
            {`Step ${step} of 2: ${STEPS[step].title}`}
          </h2>

          {step === 1 ? (
            <>
              <FormCard title="Personal information" lead="How the contest team can reach you.">
                <PersonalInfoFields values={values} errors={errors} setValue={setValue} />
              </FormCard>
              <FormCard
                title="Organization"
                lead={
                  typeuser === 'sodexo'
                    ? 'Company employees take part with their supervisor’s approval.'
                    : 'The business you cook for.'
                }
              >
                <OrganizationFields
                  typeuser={typeuser}
                  supervisorEditable
                  showAuthorization={typeuser === 'sodexo'}
                  values={values}
                  errors={errors}
                  setValue={setValue}
                />
              </FormCard>
            </>
          ) : (
            <FormCard title="Home address" lead="Where you live, in the United States or Canada.">
              <AddressFields values={values} errors={errors} setValue={setValue} />
            </FormCard>
          )}

          <ActionsCard className="flex-col-reverse sm:items-center sm:justify-between">
            {step === 2 ? (
              <Button color="outline" size="lg" onClick={() => goTo(1)} disabled={processing}>
                <ArrowLeftIcon className="size-5" />
                Back
              </Button>
            ) : (
              <span className="hidden sm:block" />
            )}
            {step === 1 ? (
              <Button type="submit" color="black" size="lg">
                Next
                <ArrowRightIcon className="size-5" />
              </Button>
            ) : (
              <Button type="submit" color="yellow" size="lg" busy={processing}>
                Save
              </Button>
            )}
          </ActionsCard>
        </CardsForm>
      </OverHero>
    </>
  );
}

/** 'Step 1 of 2' and the dots: the first always leads back, the second only past a valid first step. */
function StepDots({ step, onDot }: { step: Step; onDot: (step: Step) => void }) {
  return (
    <nav aria-label="Registration steps" className="flex items-center justify-between gap-4">
      <p className="text-sm font-semibold text-ink" aria-live="polite" data-testid="step-label">
        Step {step} of 2<span className="font-normal text-muted"> · {STEPS[step].title}</span>
      </p>
      <ol className="flex items-center gap-1">
        {([1, 2] as const).map((dot) => (
          <li key={dot}>
            <button
              type="button"
              onClick={() => onDot(dot)}
              aria-label={`Step ${dot}: ${STEPS[dot].title}`}
              aria-current={dot === step ? 'step' : undefined}
              data-testid={`step-dot-${dot}`}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'block rounded-full transition-all duration-200',
                  dot === step ? 'h-3 w-7 bg-ink' : 'size-3 bg-ink/20 group-hover:bg-ink/40',
                )}
              />
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
