import { useEffect, useRef, useState } from 'react';
import { getJson, type JsonResponse, postJson, postMultipart } from '@/lib/http';
import { type FormAnswer, type FormAnswerRules, readFormAnswer } from '@shared/messages';

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * What a form sends: a JSON body (`json`, with the csrf value added, and `headers` such as an Idempotency-Key), a multipart form with its files (`multipart`,
 * the csrf value as header and `_token`; `csrf` overrides the latest page's), or neither: a GET (a preview, a count).
 */
export type FormRequest =
  | { url: string; json: Record<string, unknown>; headers?: Record<string, string> }
  | { url: string; multipart: FormData; csrf?: string }
  | { url: string };

/** A call's answer as the form reads it (`readFormAnswer`), with the status and body for forms that branch on them. */
export type CallResult<T, B = unknown> = FormAnswer<T> & { status: number; body: B | null };

/** The `data` of a 200 answer (the admin forms, the profile), as a form's `data` rule: a 200 without it fails. */
export function dataOf<T>(body: unknown): T | null | undefined {
  return (body as { data?: T | null } | null)?.data;
}

/** The `redirectTo` of a 200 answer (a sign-in, a registration), as the `data` rule of the forms that go there next. */
export function redirectOf(body: unknown): string | undefined {
  const target = (body as { redirectTo?: unknown } | null)?.redirectTo;
  return typeof target === 'string' && target ? target : undefined;
}

function request({ url, ...what }: FormRequest): Promise<JsonResponse<unknown>> {
  if ('multipart' in what) return postMultipart(url, what.multipart, what.csrf);
  if ('json' in what) return postJson(url, what.json, what.headers);
  return getJson(url);
}

interface RunOptions {
  /** Keeps the submit disabled after a success: the next page is on its way, or the caller ends it. */
  keepBusy?: boolean;
}

/**
 * The one way a page calls the server outside Inertia visits (lint forbids the HTTP helper elsewhere): JSON, multipart
 * or GET, `busy` while it is in flight (the submit is disabled), then the field messages and the message above the
 * form that the answer calls for (`readFormAnswer`, with this form's rules). `run` resolves with the data of a
 * success, null after a failure; `send` with the whole answer, for forms that branch on its status.
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

  /** Sends the call and sets the form's state from its answer, which it also returns whole. */
  async function send<B = unknown>(
    call: FormRequest,
    { keepBusy = false }: RunOptions = {},
  ): Promise<CallResult<T, B>> {
    const active = document.activeElement;
    origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setBusy(true);
    setErrors({});
    setMessage(null);
    let response: JsonResponse<unknown>;
    try {
      response = await request(call);
    } catch {
      response = { status: 0, body: null };
    }
    const answer = readFormAnswer(response.status, response.body, rules);
    const result = { ...answer, status: response.status, body: response.body as B | null };
    if (answer.ok) {
      if (!keepBusy) setBusy(false);
      return result;
    }
    setBusy(false);
    setErrors(answer.errors as FieldErrors<F>);
    setMessage(answer.message);
    return result;
  }

  /** `send` for forms that need only the data of a success: null after a failure. */
  async function run(call: FormRequest, options: RunOptions = {}): Promise<T | null> {
    const answer = await send(call, options);
    return answer.ok ? answer.data : null;
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

  return { busy, setBusy, errors, setErrors, message, setMessage, send, run, clearError };
}

export type FormCall<T = unknown, F extends string = string> = ReturnType<typeof useFormCall<T, F>>;
