import { useState } from 'react';
import type { JsonResponse } from '@/lib/http';

/** Section 8: any failure, or a 200 without data, in an admin form shows this. */
export const GENERIC_ERROR = 'An error has occurred. Please try again!';

export interface CallFailure {
  message: string;
  errors: Record<string, string>;
}

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** The first message of each field of a 422 answer. */
export function firstErrors(body: ErrorBody | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

/**
 * An admin form's call: `busy` while in flight (the submit is disabled), the field errors and summary of a 422, the
 * generic message for anything else. Resolves with `data` on success, null on failure.
 */
export function useAdminCall<T>() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);

  async function run(send: () => Promise<JsonResponse<{ data?: T | null } & ErrorBody>>): Promise<T | null> {
    setBusy(true);
    setFailure(null);
    try {
      const response = await send();
      const data = response.body?.data;
      if (response.status === 200 && data !== undefined && data !== null) return data;
      if (response.status === 422) {
        setFailure({ message: response.body?.message ?? GENERIC_ERROR, errors: firstErrors(response.body) });
      } else {
        setFailure({ message: GENERIC_ERROR, errors: {} });
      }
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, run };
}
