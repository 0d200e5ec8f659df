import clsx from 'clsx';
import { AlertIcon } from '@/components/ui/icons';

/** The message of a failed call in its red box: the form alert's, and the error summary's when no field has one. */
export function AlertMessage({ message, className }: { message: string; className?: string }) {
  return (
    <p
      className={clsx(
        'flex items-start gap-3 rounded-2xl border border-danger/25 bg-danger-soft px-4 py-3 text-sm font-medium text-danger',
        className,
      )}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}

/** A form-level error (server message or generic failure), announced when it appears. */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="alert" aria-live="assertive" data-testid="form-alert">
      {message && <AlertMessage message={message} className={className} />}
    </div>
  );
}
