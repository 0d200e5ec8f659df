import { Link, router } from '@inertiajs/react';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { changeClearing } from '@/lib/field-props';
import { useFormCall } from '@/hooks/use-form-call';
import { emailError, messages, requiredError } from '@/lib/validation';
import { serverMessageOf } from '@shared/messages';
import type {
  ConflictProps,
  ContestantConflictsProps,
  JudgeConflictsProps,
} from '@shared/admin/conflicts.props';
import { useTextField } from '@/hooks/use-text-field';

/** The reason's limit (CONFLICT_REASON_MAX on the server). */
const REASON_MAX = 1000;

type PanelProps =
  | { side: 'contestant'; contestantId: number; contestantName: string; data: ContestantConflictsProps }
  | { side: 'judge'; judgeName: string; data: JudgeConflictsProps };

type Errors = Partial<Record<'judge_id' | 'contestant_email' | 'reason', string>>;

/** Any 200 is done (the panel words its failures itself: the server's message, whatever the status). */
const CONFLICT_CALL = { data: (): true => true };

/**
 * Conflicts of interest (issue 15, part 3), on a contestant's settings tab and on a judge's form: who is in
 * conflict and why, a form to declare one with its reason, and a dialog to lift a declared one (the reason is asked
 * again: both go to the audit log). The automatic conflicts come from the e-mail addresses and have no Lift button.
 */
export function ConflictsPanel(props: PanelProps) {
  const { data } = props;
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const declaring = useFormCall<true, keyof Errors>(CONFLICT_CALL);
  const liftCall = useFormCall<true, 'reason'>(CONFLICT_CALL);
  const { errors, setErrors, clearError } = declaring;
  const [alert, setAlert] = useState<string | null>(null);
  const busy = declaring.busy || liftCall.busy;
  const [done, setDone] = useState<string | null>(null);
  const [lifting, setLifting] = useState<ConflictProps | null>(null);
  const liftReason = useTextField();
  useUnsavedChanges(
    choice !== '' || reason.trim() !== '' || (lifting !== null && liftReason.value.trim() !== ''),
  );

  const declare = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = { reason: requiredError(reason) };
    if (props.side === 'contestant') found.judge_id = requiredError(choice);
    else found.contestant_email = emailError(choice);
    const failing = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Errors;
    setErrors(failing);
    if (Object.keys(failing).length > 0) return;
    setAlert(null);
    const result = await declaring.send({
      url: data.declareUrl,
      json: {
        ...(props.side === 'contestant'
          ? { judge_id: Number(choice), contestant_id: props.contestantId }
          : { judge_id: props.data.judgeId, contestant_email: choice.trim() }),
        reason: reason.trim(),
      },
    });
    if (result.ok) {
      setChoice('');
      setReason('');
      setDone('Conflict declared');
      return;
    }
    setAlert(result.status === 422 ? null : (serverMessageOf(result.body) ?? messages.generic));
  };

  const lift = async (ok: boolean) => {
    if (!lifting) return;
    if (!ok) {
      setLifting(null);
      return;
    }
    const missing = requiredError(liftReason.value);
    if (missing) {
      liftReason.setError(missing);
      return;
    }
    const result = await liftCall.send({
      url: data.liftUrl,
      json: {
        judge_id: lifting.judgeId,
        contestant_id: lifting.contestantId,
        reason: liftReason.value.trim(),
      },
    });
    if (result.ok) {
      setLifting(null);
      setDone('Conflict lifted');
      return;
    }
    const message = serverMessageOf(result.body) ?? messages.generic;
    if (result.status === 422) {
      liftReason.setError(result.errors.reason ?? message);
      return;
    }
    setLifting(null);
    setAlert(message);
  };

  const other = (conflict: ConflictProps) =>
    props.side === 'contestant'
      ? { name: conflict.judge, email: conflict.judgeEmail, extra: conflict.judgeRound }
      : { name: conflict.contestant, email: conflict.contestantEmail, extra: null };

  return (
    <section
      // Dressed like the cards around it: the settings tab's (smaller) or the record form's sections.
      className={clsx(
        'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand',
        props.side === 'judge' ? 'sm:p-8' : 'sm:p-7',
      )}
      aria-labelledby="conflicts-title"
      data-testid="conflicts"
    >
      <h2
        id="conflicts-title"
        className={clsx(
          'font-display font-semibold tracking-tight text-ink',
          props.side === 'judge' ? 'text-2xl' : 'text-xl',
        )}
      >
        Conflicts of interest
      </h2>
      <p className="mt-1 text-sm text-muted">
        {props.side === 'contestant'
          ? 'A judge in conflict does not see this recipe, cannot vote on it and is left out of its results.'
          : "This judge does not see these contestants' recipes, cannot vote on them and is left out of their results."}{' '}
        A judge whose e-mail is the contestant&apos;s own or their supervisor&apos;s is in conflict
        automatically.
      </p>

      <FormAlert message={alert} className="mt-4" />

      {data.conflicts.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm text-muted" data-testid="no-conflicts">
          {props.side === 'contestant'
            ? 'No judge is in conflict with this contestant.'
            : 'This judge is in conflict with no contestant.'}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-sand rounded-2xl ring-1 ring-sand">
          {data.conflicts.map((conflict) => {
            const person = other(conflict);
            return (
              <li
                key={`${conflict.judgeId}-${conflict.contestantId}`}
                className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between"
                data-testid={`conflict-${conflict.judgeId}-${conflict.contestantId}`}
              >
                <div className="min-w-0">
                  <Link
                    href={conflict.href}
                    className="font-semibold text-ink underline-offset-2 hover:underline"
                  >
                    {person.name}
                  </Link>
                  <span className="block truncate text-xs text-muted">
                    {person.email}
                    {person.extra && ` · ${person.extra}`}
                    {props.side === 'contestant' && !conflict.judgeActive && ' · disabled'}
                  </span>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {conflict.sources.map((source, index) => (
                      <span
                        key={source}
                        className={clsx(
                          'rounded-full px-2.5 py-0.5 text-[11px] font-semibold',
                          source === 'declared' ? 'bg-yellow/40 text-ink' : 'bg-danger-soft text-danger',
                        )}
                      >
                        {conflict.sourceLabels[index]}
                      </span>
                    ))}
                  </div>
                  {conflict.reason && (
                    <p className="mt-2 text-sm break-words text-ink">
                      <span className="text-muted">Reason: </span>
                      {conflict.reason}
                    </p>
                  )}
                </div>
                {conflict.liftable && (
                  <Button
                    color="outline"
                    size="sm"
                    className="shrink-0 self-start"
                    onClick={() => {
                      liftReason.setValue('');
                      liftReason.setError(undefined);
                      setLifting(conflict);
                    }}
                  >
                    Lift
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <form
        noValidate
        onSubmit={(event) => void declare(event)}
        aria-busy={busy}
        className="mt-6 flex flex-col gap-4 border-t border-sand pt-6"
        data-testid="declare-conflict"
      >
        <h3 className="font-display text-lg font-semibold text-ink">Declare a conflict</h3>
        {props.side === 'contestant' ? (
          <SelectField
            label="Judge"
            name="judge_id"
            placeholder="Select a judge"
            options={props.data.judges.map((judge) => ({ value: String(judge.id), label: judge.label }))}
            value={choice}
            onChange={changeClearing(setChoice, () => clearError('judge_id'))}
            error={errors.judge_id}
          />
        ) : (
          <TextField
            label="Contestant's e-mail"
            name="contestant_email"
            type="email"
            autoComplete="off"
            maxLength={254}
            value={choice}
            onChange={changeClearing(setChoice, () => clearError('contestant_email'))}
            error={errors.contestant_email}
            hint="The address the contestant signs in with."
          />
        )}
        <TextareaField
          label="Why they are in conflict"
          name="conflict_reason"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={changeClearing(setReason, () => clearError('reason'))}
          error={errors.reason}
          hint="Kept in the audit log, e.g. “Works in the same kitchen”."
        />
        <div className="flex justify-end">
          <Button type="submit" color="black" disabled={busy} busy={busy && !lifting}>
            Declare conflict
          </Button>
        </div>
      </form>

      <Modal
        open={lifting !== null}
        onResult={(ok) => void lift(ok)}
        title="Lift this conflict?"
        text={
          lifting &&
          `${lifting.judge} will see ${props.side === 'contestant' ? props.contestantName : lifting.contestant}'s recipe again and may vote on it.`
        }
        okLabel="Lift conflict"
        tone="danger"
        okDisabled={busy}
      >
        <TextareaField
          className="mt-5"
          label="Why it is lifted"
          name="lift_reason"
          rows={3}
          maxLength={REASON_MAX}
          {...liftReason.bind}
          hint="Kept in the audit log."
        />
      </Modal>
      <Modal
        open={done !== null}
        onResult={() => {
          setDone(null);
          router.reload();
        }}
        title={done ?? ''}
        cancelLabel={null}
      />
    </section>
  );
}
