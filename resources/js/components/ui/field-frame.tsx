import clsx from 'clsx';
import { type ReactNode, useId } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What a field gives its frame. */
export interface FieldOptions {
  label: string;
  /** The field's name: errors get the test id `{name}-error`. */
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Something on the label's line, at the right (for example a "Forgot your password?" link). */
  labelAside?: ReactNode;
  /** Classes of the frame (the field's place in its form). */
  className?: string;
}

interface FieldFrameProps extends FieldOptions {
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A field's props split in two: what its frame takes, and what goes on the control (the name goes on both). */
export function splitField<P extends FieldOptions>({
  label,
  name,
  error,
  hint,
  labelAside,
  className,
  ...control
}: P) {
  return [
    { label, name, error, hint, labelAside, className },
    { name, ...control },
  ] as const;
}

/** Label, control, hint and inline error: the frame every form field shares. */
export function FieldFrame({ label, name, error, hint, labelAside, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = clsx(error && errorId, hint && hintId) || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of every text-like control; `invalid` draws the error border. */
export function controlClasses(invalid: boolean, extra?: string): string {
  return clsx(
    'w-full rounded-xl border bg-white px-4 text-base text-ink shadow-xs placeholder:text-muted/70',
    'transition-colors disabled:cursor-not-allowed disabled:bg-sand/50 disabled:text-ink/70',
    invalid ? 'border-danger' : 'border-ink/20 hover:border-ink/40',
    extra,
  );
}
