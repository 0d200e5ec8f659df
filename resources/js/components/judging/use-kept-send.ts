import { usePage } from '@inertiajs/react';
import type { FormCall } from '@/hooks/use-form-call';
import { keepWrite, newWriteKey, type WriteCall } from '@/lib/judge-device';

/** What a judge's write is about, for the list of writes kept on the device. */
export interface WriteSubject {
  recipeId: number;
  /** The recipe's name, with its plate in a live final. */
  label: string;
}

/**
 * Sends a judge's vote or note with an idempotency key. With no answer at all (the network is away), the write is
 * kept on the device, to be sent with the same key when the network returns (OutboxStatus): `kept` is then true.
 */
export function useKeptSend<T, F extends string>(
  call: FormCall<T, F>,
  kind: WriteCall,
  subject: WriteSubject,
) {
  const judgeId = usePage().props.auth.user?.id;
  return async (url: string, body: Record<string, unknown>) => {
    const key = newWriteKey();
    const result = await call.send({ url, json: body, headers: { 'Idempotency-Key': key } });
    if (result.status !== 0 || judgeId === undefined) return { result, kept: false };
    await keepWrite({ key, judgeId, call: kind, url, body, ...subject });
    call.setMessage(null);
    return { result, kept: true };
  };
}
