import clsx from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  error?: string;
};

export function Checkbox({ label, error, className, name, ...props }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-6 shrink-0 cursor-pointer rounded border-ink/40 accent-ink"
          {...props}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
