import { useState } from 'react';
import { postJson } from '@/lib/http';
import { messages } from '@/lib/validation';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
}

function firstMessage(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Sends a small form as JSON and sorts the answer out: 200 hands the body to `onSuccess`; 422 fills the field
 * errors; 403 and 429 show the server's message (section 8: "403 with data shows the server message"); anything
 * else the generic one.
 */
export function usePostForm<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  async function send(
    endpoint: string,
    body: Record<string, unknown>,
    onSuccess: (body: unknown) => void | Promise<void>,
  ): Promise<void> {
    setMessage(null);
    setProcessing(true);
    const { status, body: answer } = await postJson(endpoint, body);
    if (status === 200 && answer) {
      await onSuccess(answer);
      setProcessing(false);
      return;
    }
    setProcessing(false);
    const error = (answer ?? {}) as ErrorBody;
    const serverMessage = typeof error.message === 'string' && error.message ? error.message : null;
    if (status === 422 && error.errors) {
      const next: FieldErrors<F> = {};
      for (const field of fields) next[field] = firstMessage(error.errors[field]);
      setErrors(next);
      if (!fields.some((field) => next[field])) setMessage(serverMessage ?? messages.generic);
    } else if ((status === 403 || status === 429) && serverMessage) {
      setMessage(serverMessage);
    } else {
      setMessage(messages.generic);
    }
  }

  /** Forgets the error of a field as soon as it changes. */
  const clearError = (field: F) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return { errors, setErrors, message, setMessage, processing, send, clearError };
}
