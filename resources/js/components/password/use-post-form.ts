import { useFormCall } from '@/hooks/use-form-call';

/**
 * Sends a small form as JSON (the password forms): 200 hands the body to `onSuccess`, with the submit disabled until
 * it is done; 422 fills the field errors; 403 and 429 show the server's message (section 8: "403 with data shows the
 * server message"); anything else the generic one.
 */
export function usePostForm<F extends string>(fields: readonly F[]) {
  const call = useFormCall<unknown, F>({ worded: [403, 429], fields });

  async function send(
    endpoint: string,
    body: Record<string, unknown>,
    onSuccess: (body: unknown) => void | Promise<void>,
  ): Promise<void> {
    const answer = await call.run({ url: endpoint, json: body }, { keepBusy: true });
    if (answer === null) return;
    await onSuccess(answer);
    call.setBusy(false);
  }

  const { errors, setErrors, message, setMessage, busy: processing, clearError } = call;
  return { errors, setErrors, message, setMessage, processing, send, clearError };
}
