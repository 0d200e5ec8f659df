import { dataOf, useFormCall } from '@/hooks/use-form-call';

// Section 8: the admin forms show a 422's field messages (listed by the error summary, which words its own count),
// and the generic message for anything else, whatever the server says; a 200 without `data` is a failure too.

/** An admin form's call: the form call with the admin forms' rules. `run` resolves with `data`, or null. */
export function useAdminCall<T>() {
  return useFormCall<T>({ data: dataOf<T>, worded: [] });
}
