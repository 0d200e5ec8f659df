import clsx from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Something to show on the label's line, at the right (for example a "Forgot your password?" link). */
  labelAside?: ReactNode;
};

/** The one field of every form: label, input, optional hint and an inline error tied to the input. */
export function TextField({
  label,
  name,
  error,
  hint,
  labelAside,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
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
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-xs placeholder:text-muted/70',
          'transition-colors disabled:cursor-not-allowed disabled:bg-sand/50',
          error ? 'border-danger' : 'border-ink/20 hover:border-ink/40',
        )}
        {...props}
      />
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
