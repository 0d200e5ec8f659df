import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { useModal } from '@/components/ui/modal';
import { useFormCall } from '@/hooks/use-form-call';
import {
  claimDevice,
  forgetWrite,
  type KeptWrite,
  keptWrites,
  markRefused,
  onKeptWritesChange,
} from '@/lib/judge-device';
import { guardSignOut } from '@/lib/sign-out-guard';
import { countOf } from '@shared/copy';
import { RECEIPT_MESSAGES } from '@shared/judging/write-receipts';

/** While writes wait, they are tried again this often (and at once when the browser says the network is back). */
const RETRY_MS = 15_000;

/** The server's answers that mean "not now" rather than "no": the write stays to be sent again. */
const isTransient = (status: number, message: string | null) =>
  status === 0 ||
  status >= 500 ||
  status === 401 ||
  status === 419 ||
  (status === 409 && message === RECEIPT_MESSAGES.inProgress);

/** "3 scores and 1 note", "1 score, 1 note and 2 comments". */
function waitingWords(writes: KeptWrite[]): string {
  const nouns: Record<KeptWrite['call'], string> = { vote: 'score', note: 'note', comment: 'comment' };
  const parts = (Object.keys(nouns) as Array<KeptWrite['call']>).flatMap((call) => {
    const count = writes.filter((write) => write.call === call).length;
    return count > 0 ? [countOf(count, nouns[call])] : [];
  });
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}

const CALL_WORDS: Record<KeptWrite['call'], string> = {
  vote: 'Vote',
  note: 'Note',
  comment: 'Comment for the chef',
};

/**
 * The judge's writes kept on the device while the network was away: "3 scores waiting to send", sent again in the
 * order they were made (each with its key, so each is stored once), confirmed one by one; a write the server refuses
 * stays listed with its reason until the judge dismisses it (the server keeps it for the admins too).
 */
export function OutboxStatus() {
  const judgeId = usePage().props.auth.user?.id;
  const [writes, setWrites] = useState<KeptWrite[]>([]);
  const [confirmed, setConfirmed] = useState<KeptWrite[]>([]);
  const [signedOut, setSignedOut] = useState(false);
  const call = useFormCall();
  const sending = useRef(false);

  const reload = useCallback(async () => {
    if (judgeId === undefined) return;
    setWrites(await keptWrites(judgeId));
  }, [judgeId]);

  const flush = useCallback(async () => {
    if (judgeId === undefined || sending.current) return;
    sending.current = true;
    try {
      for (const write of await keptWrites(judgeId)) {
        if (write.state !== 'waiting') continue;
        const result = await call.send({
          url: write.url,
          json: write.body,
          headers: { 'Idempotency-Key': write.key },
        });
        if (result.ok) {
          await forgetWrite(write.key);
          setConfirmed((sent) => [...sent, write]);
          continue;
        }
        if (isTransient(result.status, result.message)) {
          setSignedOut(result.status === 401 || result.status === 419);
          break;
        }
        await markRefused(write.key, result.message ?? 'The server did not accept it.');
      }
    } finally {
      sending.current = false;
      call.setMessage(null);
    }
  }, [judgeId, call]);

  useEffect(() => {
    if (judgeId === undefined) return;
    void claimDevice(judgeId).then(reload).then(flush);
    const off = onKeptWritesChange(() => void reload());
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      off();
      window.removeEventListener('online', online);
    };
  }, [judgeId, reload, flush]);

  const waiting = writes.filter((write) => write.state === 'waiting');
  const refused = writes.filter((write) => write.state === 'refused');
  const { modal, confirm } = useModal();

  // Signing out clears the device: with writes still waiting, the judge is asked first.
  useEffect(() => {
    if (waiting.length === 0) return;
    return guardSignOut(() =>
      confirm({
        title: `Sign out with ${waitingWords(waiting)} not sent?`,
        text: 'They are kept on this device only, and signing out deletes them. Stay until the network is back and they show as sent, or sign out anyway and score them again later.',
        okLabel: 'Sign out anyway',
        cancelLabel: 'Stay signed in',
        tone: 'danger',
      }),
    );
  }, [waiting, confirm]);

  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting.length, flush]);

  // "All sent" stays a few seconds after the last write is confirmed.
  useEffect(() => {
    if (confirmed.length === 0 || waiting.length > 0) return;
    const timer = window.setTimeout(() => setConfirmed([]), 6_000);
    return () => window.clearTimeout(timer);
  }, [confirmed, waiting.length]);

  if (waiting.length === 0 && refused.length === 0 && confirmed.length === 0) {
    return (
      <>
        <div role="status" className="sr-only" data-testid="outbox-status" />
        {modal}
      </>
    );
  }
  return (
    <div className="border-b border-sand bg-cream print:hidden" data-testid="outbox">
      {modal}
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-3 sm:px-8">
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3"
          data-testid="outbox-status"
        >
          {waiting.length > 0 ? (
            <>
              <p className="text-sm font-semibold text-ink">
                {waitingWords(waiting)} waiting to send
                <span className="font-normal text-muted">
                  {signedOut
                    ? ' · your session has ended: sign in again to send them'
                    : ' · kept on this device until the network is back'}
                </span>
              </p>
              <Button size="sm" color="outline" onClick={() => void flush()} busy={call.busy}>
                Send now
              </Button>
            </>
          ) : confirmed.length > 0 ? (
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
              <CheckIcon className="size-4" />
              All sent: {waitingWords(confirmed)} confirmed by the server
            </p>
          ) : null}
        </div>
        {refused.length > 0 && (
          <ul className="flex flex-col gap-2" data-testid="outbox-refused">
            {refused.map((write) => (
              <li
                key={write.key}
                className="flex flex-col gap-2 rounded-2xl bg-white px-4 py-3 ring-1 ring-danger/40 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="flex items-start gap-2 text-sm text-ink">
                  <AlertIcon className="mt-0.5 size-4 shrink-0 text-danger" />
                  <span>
                    <strong>
                      {CALL_WORDS[write.call]} on {write.label} not accepted:
                    </strong>{' '}
                    {write.reason} The contest team can see it.
                  </span>
                </p>
                <Button size="sm" color="ghost" onClick={() => void forgetWrite(write.key)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
