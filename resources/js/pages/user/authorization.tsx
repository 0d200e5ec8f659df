import { Head, router, usePage } from '@inertiajs/react';
import clsx from 'clsx';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useErrorBanner } from '@/components/error-banner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { useModal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { changeClearing } from '@/lib/field-props';
import { useFormCall } from '@/hooks/use-form-call';
import { messages } from '@/lib/validation';
import type { AuthorizationPageProps } from '@/types';
import { PROFILE_MESSAGES } from '@shared/contestants/profile-messages';
import { Eyebrow } from '@/components/eyebrow';
import { HelpEmailLink } from '@/components/help-email-link';
import { submitOnce } from '@/lib/form-submit';

type Answer = 1 | 2;

/** The day in the contest's zone: the server's render and the supervisor's browser name the same day. */
const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });

/**
 * The supervisor's 'Pending approval' page (specification sections 2 and 5), reached by the signed link of their
 * mail: Accept or Decline, a reason when declining, Confirm.
 */
/** 'Pending approval' only while the request waits; afterwards the heading says what became of it. */
const HEADINGS: Record<AuthorizationPageProps['state'], string> = {
  waiting: 'Pending approval',
  answered: 'Answer recorded',
  invalid: 'Link not valid',
  expired: 'Link expired',
};

export default function Authorization(props: AuthorizationPageProps) {
  const heading = HEADINGS[props.state];
  return (
    <>
      <Head title={heading} />
      <div className="relative flex flex-1 items-start justify-center px-3 py-10 sm:px-4 sm:py-16">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-56 bg-ink sm:h-72" />
        <div className="relative w-full max-w-xl rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-sand sm:p-10">
          <Eyebrow>Supervisor approval</Eyebrow>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {heading}
          </h1>
          <div className="mt-6">
            {props.state === 'waiting' && props.contestant && props.postUrl ? (
              <AnswerForm contestant={props.contestant} postUrl={props.postUrl} expiresAt={props.expiresAt} />
            ) : (
              <LinkState state={props.state} message={props.message ?? ''} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function AnswerForm({
  contestant,
  postUrl,
  expiresAt,
}: {
  contestant: { name: string; email: string };
  postUrl: string;
  expiresAt: string | null;
}) {
  const { contest } = usePage().props;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ answer?: string; reason?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const call = useFormCall<string, 'answer' | 'reason'>({
    data: (body) => (body as { data?: { message?: string } } | null)?.data?.message || undefined,
    fields: ['answer', 'reason'],
  });
  const processing = call.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const setBanner = useErrorBanner();
  const { modal, confirm } = useModal();

  const choose = (value: Answer) => {
    setAnswer(value);
    setErrors({});
  };

  const send = async () => {
    const found = {
      answer: answer === null ? PROFILE_MESSAGES.chooseAnswer : undefined,
      reason: answer === 1 && reason.trim() === '' ? messages.required : undefined,
    };
    setErrors(found);
    if (found.answer || found.reason) {
      const field = found.answer ? 'answer' : 'reason';
      const element = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
      element?.focus();
      return;
    }
    setAlert(null);
    setBanner(null);
    const result = await call.send<{ message?: string }>({
      url: postUrl,
      json: { answer, reason: answer === 1 ? reason.trim() : '' },
    });
    if (result.ok) {
      await confirm({
        title: result.data,
        text: `We have let ${contestant.name} know.`,
        cancelLabel: null,
      });
      // The page now says what was answered.
      router.reload();
      return;
    }
    if (result.invalid) {
      setErrors(result.errors);
      return;
    }
    const { status, body } = result;
    // 403 (link no longer valid), 409 (already answered) and 419 carry a message meant for the reader.
    if ((status === 403 || status === 409 || status === 419) && body?.message) {
      setAlert(body.message);
      return;
    }
    setBanner(messages.generic);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => submitOnce(event, processing, send);

  return (
    <>
      <div className="flex items-center gap-4 rounded-2xl bg-cream p-4 ring-1 ring-sand">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink font-display text-xl font-semibold text-yellow"
        >
          {contestant.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" data-testid="contestant-name">
            {contestant.name}
          </p>
          <p className="truncate text-sm text-muted" data-testid="contestant-email">
            {contestant.email}
          </p>
        </div>
      </div>
      <p className="mt-5 text-base leading-relaxed text-muted">
        {contestant.name} has registered for the {contest.appName} and named you as their supervisor. Company
        employees take part with their supervisor’s approval: do you approve their participation?
      </p>

      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={processing}
        className="mt-6 flex flex-col gap-5"
      >
        <FormAlert message={alert} />
        <AnswerChoice value={answer} onChange={choose} error={errors.answer} />
        {answer === 1 && (
          <TextareaField
            label="Reason"
            name="reason"
            rows={4}
            maxLength={2000}
            hint="The contestant will receive this reason by e-mail."
            value={reason}
            onChange={changeClearing(setReason, () =>
              setErrors((current) => ({ ...current, reason: undefined })),
            )}
            error={errors.reason}
          />
        )}
        <Button type="submit" color="black" size="lg" busy={processing} className="w-full">
          Confirm
        </Button>
        {expiresAt && (
          <p className="flex items-center justify-center gap-2 text-center text-sm text-muted">
            <ClockIcon className="size-4 shrink-0" />
            This link works until {dayIn(contest.timeZone).format(new Date(expiresAt))}.
          </p>
        )}
      </form>
      {modal}
    </>
  );
}

/** Accept or Decline, as two large radio cards (a native radio group: arrow keys move between them). */
function AnswerChoice({
  value,
  onChange,
  error,
}: {
  value: Answer | null;
  onChange: (value: Answer) => void;
  error?: string;
}) {
  const errorId = useId();
  const options: { value: Answer; label: string; text: string }[] = [
    { value: 2, label: 'Accept', text: 'They may take part in the contest.' },
    { value: 1, label: 'Decline', text: 'They may not take part; tell them why.' },
  ];
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">Your answer</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition-colors',
                'has-focus-visible:ring-4 has-focus-visible:ring-yellow',
                checked
                  ? option.value === 2
                    ? 'border-green-700 bg-green-50'
                    : 'border-danger bg-danger-soft'
                  : error
                    ? 'border-danger/50 bg-white hover:border-ink/40'
                    : 'border-ink/15 bg-white hover:border-ink/40',
              )}
            >
              <input
                type="radio"
                name="answer"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-4.5 shrink-0 accent-ink focus-visible:shadow-none focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold text-ink">{option.label}</span>
                <span className="mt-0.5 block text-sm text-muted">{option.text}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger" data-testid="answer-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function LinkState({ state, message }: { state: AuthorizationPageProps['state']; message: string }) {
  const help = <HelpEmailLink />;
  const answered = state === 'answered';
  return (
    <div data-testid="link-state" data-state={state}>
      <div
        className={clsx(
          'flex items-start gap-3 rounded-2xl p-4 text-base font-semibold',
          answered
            ? 'bg-cream text-ink ring-1 ring-sand'
            : 'bg-danger-soft text-danger ring-1 ring-danger/25',
        )}
        role={answered ? 'status' : 'alert'}
      >
        {answered ? (
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
        ) : (
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
        )}
        <p>{message}</p>
      </div>
      <p className="mt-5 text-base leading-relaxed text-muted">
        {state === 'answered' && (
          <>Thank you. If the answer needs to change, write to the contest team at {help}.</>
        )}
        {state === 'invalid' && (
          <>
            Please open the link exactly as it arrived in your e-mail. If it still does not work, write to the
            contest team at {help}.
          </>
        )}
        {state === 'expired' && (
          <>
            Approval links work for 30 days. Write to the contest team at {help} and we will send you a new
            one.
          </>
        )}
      </p>
    </div>
  );
}
