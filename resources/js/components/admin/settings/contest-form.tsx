import { router } from '@inertiajs/react';
import { type FormEvent, useRef, useState } from 'react';
import { SwitchFields } from '@/components/admin/switch-field';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import type { AdminSettingsPageProps, ContestSettingsForm } from '@/types';
import { CLOSED_CALL_TO_ACTION, callToActionFits } from '@shared/site/phase-copy';
import { SettingsCard } from './settings-card';
import { useAdminCall } from './use-admin-call';

/** A contest's dates fall in this century: the browser's date field then takes a four-digit year only. */
const DATE_BOUNDS = { min: '2000-01-01T00:00', max: '2099-12-31T23:59' } as const;

interface Props {
  settings: ContestSettingsForm;
  phases: AdminSettingsPageProps['phases'];
  schedule: AdminSettingsPageProps['schedule'];
  /** Shows the 'Settings saved' modal. */
  onSaved: () => Promise<unknown>;
}

const PHASE_HINTS: Record<ContestSettingsForm['phase'], string> = {
  coming_soon: "The landing page announces the contest: 'Coming Soon'.",
  open: 'Contestants may save and submit recipes.',
  closed: "Submissions are refused; the landing page says 'The submission window is now closed!'.",
};

/** The judging card's switches, in their order on the page. */
const JUDGING_SWITCHES = [
  { key: 'first_round_open', label: 'First round', onLabel: 'Open', offLabel: 'Closed' },
  { key: 'second_round_open', label: 'Final round', onLabel: 'Open', offLabel: 'Closed' },
  { key: 'blind_judging', label: 'Blind judging', onLabel: 'On', offLabel: 'Off' },
] as const;

const DECLARATION_OPTIONS = [
  { value: 'asked', label: 'Asked' },
  { value: 'required', label: 'Required' },
] as const;

const DECLARATION_HINTS: Record<ContestSettingsForm['submission_declarations'], string> = {
  asked:
    'The editor asks for the allergens and the menu price before submitting; a recipe sent without them is accepted and shows "Allergens not declared" and its food cost at $10.00.',
  required:
    'A submission without its allergen marks (or "Contains none of the nine major allergens") or without a menu price is refused.',
};

const CTA_SWITCHES = [
  {
    key: 'cta_enabled',
    label: 'Show the call-to-action',
    hint: "The button in the landing page's intro.",
    onLabel: 'Enabled',
    offLabel: 'Disabled',
  },
] as const;

/** Phase, call-to-action, calendar event, help e-mail, judging rounds and blind judging: one form, one call. */
const REMINDER_SWITCHES = [
  {
    key: 'remind_contestants',
    label: 'Remind contestants',
    hint: 'Contestants whose recipe is still a draft get a mail 48 hours before submissions close.',
  },
  {
    key: 'remind_judges',
    label: 'Remind judges',
    hint: 'Judges with votes missing get a mail 48 hours before their round closes.',
  },
] as const;

export function ContestForm({ settings, phases, schedule, onSaved }: Props) {
  const [values, setValues] = useState<ContestSettingsForm>(settings);
  // The delay as typed: the server reads digits and names anything else in its answer.
  const [delayText, setDelayText] = useState(String(settings.review_mail_delay_minutes));
  const { busy, errors, message, run } = useAdminCall<ContestSettingsForm>();
  // What the server holds: the page's settings, then what the last save answered.
  const [stored, setStored] = useState<ContestSettingsForm>(settings);
  useUnsavedChanges(differs(values, stored) || delayText.trim() !== String(stored.review_mail_delay_minutes));
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof ContestSettingsForm>(key: K, value: ContestSettingsForm[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const error = (key: keyof ContestSettingsForm) => errors[key];
  // Changing the phase must not leave the landing page inviting submissions it no longer takes.
  const ctaWarning =
    values.phase === 'coming_soon'
      ? 'The coming-soon landing page shows no call-to-action.'
      : callToActionFits(values.phase, values.cta_text)
        ? null
        : `This button invites submissions, which the closed phase does not take: the landing page shows '${CLOSED_CALL_TO_ACTION.text}' in its place. Change its text to say what people can do now.`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // loaded_at: a deadline that came while this page was open is not undone by a save from it (409).
    const saved = await run({
      url: '/admins/settings/contest',
      json: { ...values, review_mail_delay_minutes: delayText, loaded_at: schedule.loadedAt },
    });
    if (!saved) return;
    setValues(saved);
    setStored(saved);
    setDelayText(String(saved.review_mail_delay_minutes));
    await onSaved();
    router.reload();
  }

  const text = (key: keyof ContestSettingsForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={key}
      value={String(values[key])}
      onChange={(event) => set(key, event.target.value as never)}
      error={error(key)}
      {...extra}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-8" data-testid="contest-form">
      <ErrorSummary errors={errors} message={message} scope={form} />

      <SettingsCard
        id="phase-card"
        title="Contest phase"
        lead="What the landing page says, and whether contestants may submit."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Phase"
            name="phase"
            options={phases}
            value={values.phase}
            onChange={(event) => set('phase', event.target.value as ContestSettingsForm['phase'])}
            error={error('phase')}
            hint={PHASE_HINTS[values.phase]}
          />
          {text('help_email', 'Help e-mail', {
            type: 'email',
            hint: 'Shown in the FAQ, the mails and the error messages.',
          })}
        </div>
        <fieldset className="mt-6 grid gap-5 md:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
            Call-to-action
          </legend>
          <div className="md:col-span-2">
            <SwitchFields switches={CTA_SWITCHES} values={values} set={set} />
          </div>
          {text('cta_text', 'Button text', { placeholder: 'Watch the live final' })}
          {text('cta_url', 'Button address', { placeholder: 'https://… or /path' })}
          {ctaWarning && (
            <p
              role="status"
              className="rounded-2xl border border-yellow-deep/40 bg-yellow/15 px-4 py-3 text-sm text-ink md:col-span-2"
              data-testid="cta-warning"
            >
              {ctaWarning}
            </p>
          )}
        </fieldset>
      </SettingsCard>

      <SettingsCard
        id="deadlines-card"
        title="Deadlines"
        lead="At these times the phase and the rounds change by themselves; a change you make to the phase or a round still wins until the next date. Leave a date empty for no automatic change."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            className="md:col-span-2"
            label="Time zone"
            name="time_zone"
            options={schedule.timeZones}
            value={values.time_zone}
            onChange={(event) => set('time_zone', event.target.value)}
            error={error('time_zone')}
            hint="The dates below are entered and shown in this zone, on the landing page and in the mails too."
          />
          {schedule.deadlines.map((deadline) => (
            <TextField
              key={deadline.field}
              label={deadline.label}
              name={deadline.field}
              type="datetime-local"
              {...DATE_BOUNDS}
              value={values[deadline.field]}
              onChange={(event) => set(deadline.field, event.target.value)}
              error={error(deadline.field)}
              hint={
                <>
                  {deadline.effect}{' '}
                  {deadline.countdown ? (
                    <span className="font-semibold text-ink" data-testid={`${deadline.field}-status`}>
                      {deadline.countdown}.
                    </span>
                  ) : deadline.passed ? (
                    <span className="font-semibold text-ink" data-testid={`${deadline.field}-status`}>
                      Passed.
                    </span>
                  ) : null}
                </>
              }
            />
          ))}
        </div>
        <p className="mt-4 text-sm text-muted">
          Moving a date that has passed does not undo what it did: set the phase or the round above as well.
        </p>
        <div className="mt-6 grid gap-3 md:grid-cols-2">
          <SwitchFields switches={REMINDER_SWITCHES} values={values} set={set} error={error} />
        </div>
      </SettingsCard>

      <SettingsCard
        id="calendar-card"
        title="Calendar event"
        lead="Offered as an .ics download on the landing page once it has a title and a start. Times are UTC."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {text('calendar_title', 'Title')}
          {text('calendar_location', 'Location')}
          {text('calendar_starts_at', 'Starts (UTC)', { type: 'datetime-local', ...DATE_BOUNDS })}
          {text('calendar_ends_at', 'Ends (UTC)', {
            type: 'datetime-local',
            ...DATE_BOUNDS,
            hint: 'Leave empty for a one-hour event.',
          })}
          <TextareaField
            className="md:col-span-2"
            label="Description"
            name="calendar_description"
            rows={3}
            value={values.calendar_description}
            onChange={(event) => set('calendar_description', event.target.value)}
            error={error('calendar_description')}
          />
        </div>
      </SettingsCard>

      <SettingsCard
        id="declarations-card"
        title="Submissions"
        lead="What a contestant declares with the recipe. Drafts always save without it."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Allergens and menu price at submission"
            name="submission_declarations"
            options={DECLARATION_OPTIONS}
            value={values.submission_declarations}
            onChange={(event) =>
              set('submission_declarations', event.target.value === 'required' ? 'required' : 'asked')
            }
            error={error('submission_declarations')}
            hint={DECLARATION_HINTS[values.submission_declarations]}
          />
          {text('max_menu_price', 'Maximum menu price ($)', {
            inputMode: 'decimal',
            hint: 'The highest suggested menu price a contestant may give: the guidance’s $10.00 unless you raise it (up to $100.00).',
          })}
        </div>
      </SettingsCard>

      <SettingsCard
        id="judging-card"
        title="Judging"
        lead="A closed round refuses votes and notes. Under blind judging, judges see neither names nor headshots."
      >
        <div className="grid gap-3 md:grid-cols-3">
          <SwitchFields switches={JUDGING_SWITCHES} values={values} set={set} />
        </div>
      </SettingsCard>

      <SettingsCard
        id="review-mail-card"
        title="Review mails"
        lead="After you approve or reject a recipe, the mail telling the contestant waits this long. Change the decision back within it and no mail goes out."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Review mail delay (minutes)"
            name="review_mail_delay_minutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={1}
            value={delayText}
            onChange={(event) => setDelayText(event.target.value)}
            error={error('review_mail_delay_minutes')}
            hint="From 0 to 120. With 0 the mail goes at once."
          />
        </div>
      </SettingsCard>

      <div className="flex justify-end">
        <Button type="submit" color="yellow" size="lg" busy={busy} data-testid="save-settings">
          Save settings
        </Button>
      </div>
    </form>
  );
}
