import clsx from 'clsx';
import { useId } from 'react';

/** An on/off switch with the state written beside it ('Open' / 'Closed'), so it reads without colour. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  onLabel,
  offLabel,
  name,
  disabled,
  error,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onLabel: string;
  offLabel: string;
  name: string;
  disabled?: boolean;
  /** A refusal of the server for this switch, shown under its hint. */
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-sand bg-cream/60 px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {hint && <p className="mt-0.5 text-sm text-muted">{hint}</p>}
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger" data-testid={`${name}-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span
          className={clsx('text-sm font-semibold', checked ? 'text-ink' : 'text-muted')}
          aria-hidden="true"
        >
          {checked ? onLabel : offLabel}
        </span>
        <button
          id={id}
          type="button"
          role="switch"
          name={name}
          aria-checked={checked}
          aria-label={`${label}: ${checked ? onLabel : offLabel}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          data-testid={`${name}-switch`}
          className={clsx(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            checked ? 'bg-ink' : 'bg-ink/20',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6 bg-yellow' : 'translate-x-1',
            )}
          />
        </button>
      </div>
    </div>
  );
}

export interface SwitchSpec<K extends string> {
  key: K;
  label: string;
  hint?: string;
  onLabel?: string;
  offLabel?: string;
}

/** A list of switches over one form's values, each named by its key; 'On' and 'Off' unless a switch says otherwise. */
export function SwitchFields<K extends string>({
  switches,
  values,
  set,
  error,
}: {
  switches: ReadonlyArray<SwitchSpec<K>>;
  values: Record<K, boolean>;
  set: (key: K, on: boolean) => void;
  error?: (key: K) => string | undefined;
}) {
  return switches.map(({ key, label, hint, onLabel = 'On', offLabel = 'Off' }) => (
    <SwitchField
      key={key}
      label={label}
      hint={hint}
      name={key}
      checked={values[key]}
      onChange={(on) => set(key, on)}
      onLabel={onLabel}
      offLabel={offLabel}
      error={error?.(key)}
    />
  ));
}

/** A record's Status switch: Enabled or Disabled (specification section 4). */
export function StatusSwitch(props: {
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return <SwitchField label="Status" name="is_active" onLabel="Enabled" offLabel="Disabled" {...props} />;
}
