import { useEffect, useRef, useState } from 'react';
import type { JsonResponse } from '@/lib/http';
import { type FormAnswerRules, readFormAnswer } from '@shared/messages';

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

interface RunOptions {
  /** Keeps the submit disabled after a success: the next page is on its way, or the caller ends it. */
  keepBusy?: boolean;
}

/**
 * A form's call, JSON or multipart: `busy` while it is in flight (the submit is disabled), then the field messages and
 * the message above the form that the answer calls for (`readFormAnswer`, with this form's rules). `run` resolves
 * with the data of a success, null after a failure.
 */
export function useFormCall<T = unknown, F extends string = string>(rules: FormAnswerRules<T> = {}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState<string | null>(null);

  // The control that sent the call: a button disabled while the call is in flight drops the focus to <body>, and
  // gets it back once it is enabled again, unless the form has moved it on (to a field with a message, a dialog).
  const origin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = origin.current;
    if (busy || !element) return;
    // Still disabled (the form ends its own busy state a render later): tried again at the next render.
    if (element.isConnected && element.matches(':disabled')) return;
    origin.current = null;
    const active = document.activeElement;
    if (element.isConnected && (active === null || active === document.body)) element.focus();
  });

  async function run(
    send: () => Promise<JsonResponse<unknown>>,
    { keepBusy = false }: RunOptions = {},
  ): Promise<T | null> {
    const active = document.activeElement;
    origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setBusy(true);
    setErrors({});
    setMessage(null);
    let response: JsonResponse<unknown>;
    try {
      response = await send();
    } catch {
      response = { status: 0, body: null };
    }
    const answer = readFormAnswer(response.status, response.body, rules);
    if (answer.ok) {
      if (!keepBusy) setBusy(false);
      return answer.data;
    }
    setBusy(false);
    setErrors(answer.errors as FieldErrors<F>);
    setMessage(answer.message);
    return null;
  }

  /** Forgets the messages of fields as soon as they change (the message above the form stays until the next call). */
  const clearError = (...fields: F[]) => {
    if (!fields.some((field) => errors[field] !== undefined)) return;
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  return { busy, setBusy, errors, setErrors, message, setMessage, run, clearError };
}

export type FormCall<T = unknown, F extends string = string> = ReturnType<typeof useFormCall<T, F>>;
