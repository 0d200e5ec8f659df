import clsx from 'clsx';
import { useState } from 'react';
import { dataOf, useFormCall } from '@/hooks/use-form-call';

/** Finalist / Non Finalist for one contestant, saved at once; the label changes only after the server agreed. */
export function FinalistToggle({
  url,
  contestant,
  initial,
  onError,
}: {
  url: string;
  contestant: string;
  initial: boolean;
  onError: () => void;
}) {
  const [finalist, setFinalist] = useState(initial);
  const call = useFormCall<{ is_finalist: boolean }>({ data: dataOf });
  const busy = call.busy;

  async function toggle() {
    const data = await call.run({ url, json: { is_finalist: !finalist } });
    if (data) setFinalist(data.is_finalist);
    else onError();
  }

  return (
    <button
      type="button"
      aria-pressed={finalist}
      aria-label={`${contestant}: ${finalist ? 'Finalist' : 'Non Finalist'}`}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="finalist-toggle"
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold whitespace-nowrap ring-1 transition-colors disabled:cursor-wait disabled:opacity-60',
        finalist
          ? 'bg-ink text-white ring-ink'
          : 'bg-white text-muted ring-ink/20 hover:text-ink hover:ring-ink',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx('size-2 rounded-full', finalist ? 'bg-yellow' : 'bg-ink/20')}
      />
      {finalist ? 'Finalist' : 'Non Finalist'}
    </button>
  );
}
