import type { FormEvent } from 'react';

/**
 * Handles a form's submit event: the browser does not submit the form, and a press while its call is in flight does
 * nothing. `action` is given the form (to move the focus to a field).
 */
export function submitOnce(
  event: FormEvent<HTMLFormElement>,
  busy: boolean,
  action: (form: HTMLFormElement) => unknown,
) {
  event.preventDefault();
  if (!busy) void action(event.currentTarget);
}
