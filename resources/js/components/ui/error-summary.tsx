import clsx from 'clsx';
import { type MouseEvent, type RefObject, useLayoutEffect, useState } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { AlertMessage } from '@/components/ui/form-alert';
import { submissionSummary } from '@shared/messages';

type Errors = Partial<Record<string, string | undefined>>;

interface ErrorSummaryProps {
  /** The form's field messages, named as the server names the fields (`name`, `ingredients.0.quantity`, …). */
  errors: Errors;
  /** A message about the call as a whole (refused, failed), which no field carries. */
  message?: string | null;
  /** Where the fields are; default: the page's body (the head has a `<meta name="description">`). */
  scope?: RefObject<HTMLElement | null>;
  /** The link's words for a field the page cannot name by itself; default: the field's label on the page. */
  labelFor?: (field: string) => string | undefined;
  /** Brings a field onto the page before it is focused (a wizard's other step); default: it is already there. */
  reveal?: (field: string) => void;
  className?: string;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]';

/**
 * The field that carries a message: the element marked `data-error-for` with its name, or the control of that
 * name; a row's message (`ingredients.0.quantity`) falls back to its row (`ingredients.0`), then its table.
 */
function findField(root: ParentNode, field: string): HTMLElement | null {
  for (let name = field; name; name = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : '') {
    const quoted = CSS.escape(name);
    const found = root.querySelector<HTMLElement>(`[data-error-for="${quoted}"], [name="${quoted}"]`);
    if (found) return found;
  }
  return null;
}

function textOf(id: string | null): string {
  if (!id) return '';
  return id
    .split(/\s+/)
    .map((part) => document.getElementById(part)?.textContent?.trim() ?? '')
    .join(' ')
    .trim();
}

/** What the page calls a field: its own words for the summary, else its accessible name (without a final stop). */
function labelOf(element: HTMLElement): string {
  const labels = (element as HTMLInputElement).labels;
  const label =
    element.dataset.errorLabel ??
    (textOf(element.getAttribute('aria-labelledby')) ||
      element.getAttribute('aria-label') ||
      labels?.[0]?.textContent?.trim() ||
      '');
  return label.replace(/[.:]$/, '');
}

function focusField(element: HTMLElement): void {
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  if (target === element && !element.matches(FOCUSABLE)) element.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/**
 * The form's problems above the form: the specification's sentence ('There were {n} errors in your submission') as
 * its heading, then one link a field that focuses it. It follows the field messages, so it shrinks as fields are
 * corrected and goes once none is left. A message about the call as a whole shows on its own.
 */
export function ErrorSummary({ errors, message, scope, labelFor, reveal, className }: ErrorSummaryProps) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const fields = entries.map(([field]) => field).join('\n');
  // The fields' labels are read from the page once it shows them (a field's message and the summary come together).
  const [labels, setLabels] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const root = scope?.current ?? document.body;
    const found: Record<string, string> = {};
    for (const field of fields ? fields.split('\n') : []) {
      const element = findField(root, field);
      found[field] = labelFor?.(field) ?? (element ? labelOf(element) : '');
    }
    // Read from the page before it paints (as a tooltip measures its anchor): the labels live in the DOM only.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLabels((current) => (JSON.stringify(current) === JSON.stringify(found) ? current : found));
  }, [fields, scope, labelFor]);

  const go = (field: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    reveal?.(field);
    // After the field's step is on the page.
    requestAnimationFrame(() => {
      const element = findField(scope?.current ?? document.body, field);
      if (element) focusField(element);
    });
  };

  return (
    <div role="alert" aria-live="assertive" data-testid="form-alert">
      {entries.length > 0 ? (
        <div
          className={clsx(
            'rounded-2xl border border-danger/25 bg-danger-soft px-4 py-3 text-sm text-danger',
            className,
          )}
          data-testid="error-summary"
        >
          <h2 className="flex items-start gap-3 text-sm font-semibold">
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            {submissionSummary(entries.length)}
          </h2>
          <ul className="mt-2 flex flex-col gap-1 pl-8">
            {entries.map(([field, text]) => {
              const label = labels[field];
              return (
                <li key={field}>
                  <a
                    href={`#${field}`}
                    onClick={go(field)}
                    className="font-medium underline decoration-danger/40 underline-offset-2 hover:decoration-danger"
                    data-field={field}
                  >
                    {label ? `${label}: ${text}` : text}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        message && <AlertMessage message={message} className={className} />
      )}
    </div>
  );
}
