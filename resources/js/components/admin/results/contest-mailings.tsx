import { router } from '@inertiajs/react';
import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { CALL_MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { Modal, type ModalOptions } from '@/components/ui/modal';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import type {
  AdminResultsPageProps,
  FinalistsMailingPreviewProps,
  MailingSentProps,
  MailPreviewProps,
  ResultsMailingPreviewProps,
} from '@/types';
import { countOf } from '@shared/copy';
import { formatDateTime } from '@/components/admin/format';
import { SectionHeading } from '@/components/ui/section-heading';

interface Props {
  mailings: AdminResultsPageProps['mailings'];
  urls: Pick<AdminResultsPageProps['urls'], 'finalistsMailing' | 'resultsMailing'>;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

type Preview =
  | { kind: 'finalists'; data: FinalistsMailingPreviewProps }
  | { kind: 'results'; data: ResultsMailingPreviewProps };

/** One mail as the contestant will see it: the subject, then the HTML part in a sandbox (no script runs in it). */
function MailPreview({ mail, label }: { mail: MailPreviewProps; label: string }) {
  return (
    <figure className="mt-3 flex flex-col gap-2" data-testid="mail-preview">
      <figcaption className="text-sm text-muted">
        Subject: <strong className="text-ink">{mail.subject}</strong>
        <span className="block text-xs">As {mail.example} will receive it.</span>
      </figcaption>
      <iframe
        title={`${label}: ${mail.subject}`}
        srcDoc={mail.html}
        sandbox=""
        className="h-[clamp(10rem,calc(100svh-32rem),24rem)] w-full rounded-xl bg-white ring-1 ring-sand"
      />
    </figure>
  );
}

function Counts({ items }: { items: Array<{ label: ReactNode; tone?: 'muted' }> }) {
  return (
    <ul className="mt-4 flex flex-col gap-1 text-sm" data-testid="mailing-counts">
      {items.map((item, index) => (
        <li key={index} className={item.tone === 'muted' ? 'text-muted' : 'text-ink'}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function FinalistsBody({ data }: { data: FinalistsMailingPreviewProps }) {
  const [shown, setShown] = useState<'finalist' | 'thanks'>('finalist');
  const mail = shown === 'finalist' ? data.mails.finalist : data.mails.thanks;
  return (
    <>
      {data.noFinalists && (
        <p role="alert" className="mt-4 rounded-xl bg-yellow/30 px-4 py-3 text-sm font-semibold text-ink">
          No contestant is marked as a finalist yet. Mark the finalists in the ranking first.
        </p>
      )}
      <Counts
        items={[
          { label: <>{countOf(data.finalists, 'finalist')}: the finalist mail</> },
          {
            label: <>{countOf(data.others, 'other contestant')} of the first round: the thank-you</>,
          },
          {
            label: `${countOf(data.alreadyNotified, 'contestant')} already notified: not mailed again`,
            tone: 'muted',
          },
          { label: `${countOf(data.disabled, 'disabled contestant')}: nothing`, tone: 'muted' },
        ]}
      />
      <div
        role="group"
        aria-label="Which mail to preview"
        className="mt-5 inline-flex rounded-full bg-cream p-1"
      >
        {(['finalist', 'thanks'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => setShown(value)}
            className={clsx(
              'rounded-full px-4 py-1.5 text-sm font-semibold transition-colors',
              shown === value ? 'bg-ink text-white' : 'text-muted hover:text-ink',
            )}
          >
            {value === 'finalist' ? 'Finalist mail' : 'Thank-you mail'}
          </button>
        ))}
      </div>
      <MailPreview mail={mail} label={shown === 'finalist' ? 'Finalist mail' : 'Thank-you mail'} />
    </>
  );
}

function ResultsBody({ data }: { data: ResultsMailingPreviewProps }) {
  return (
    <>
      <Counts
        items={[
          { label: <>{countOf(data.recipients, 'contestant')} with a submitted recipe: the results mail</> },
          { label: `${countOf(data.disabled, 'disabled contestant')}: nothing`, tone: 'muted' },
        ]}
      />
      <MailPreview mail={data.mail} label="Results mail" />
    </>
  );
}

/**
 * The contest-wide mails of the results page: "Notify finalists" and "Announce results". Each opens a preview of its
 * mails with the counts (fetched when pressed, so finalists marked a moment ago count), then sends on confirmation.
 */
export function ContestMailings({ mailings, urls, confirm }: Props) {
  // Which mailing's call is in flight (its button spins).
  const [busy, setBusy] = useState<'finalists' | 'results' | null>(null);
  const previewing = useFormCall<Preview['data']>({ data: dataOf });
  const sending = useFormCall<MailingSentProps>({ data: dataOf, worded: [409] });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [open, setOpen] = useState(false);
  const announced = mailings.resultsAnnouncedAt;

  async function openPreview(kind: Preview['kind']) {
    setBusy(kind);
    const url = kind === 'finalists' ? urls.finalistsMailing : urls.resultsMailing;
    const data = await previewing.run({ url });
    setBusy(null);
    if (!data) {
      await confirm({ title: CALL_MESSAGES.generic, cancelLabel: null });
      return;
    }
    setPreview({ kind, data } as Preview);
    setOpen(true);
  }

  async function send(current: Preview) {
    setOpen(false);
    setBusy(current.kind);
    const url = current.kind === 'finalists' ? urls.finalistsMailing : urls.resultsMailing;
    const result = await sending.send({
      url,
      json: {
        recipients:
          current.kind === 'finalists'
            ? current.data.finalists + current.data.others
            : current.data.recipients,
      },
    });
    setBusy(null);
    if (result.ok) {
      const { data } = result;
      await confirm({
        title: data.mailed === 1 ? '1 contestant mailed' : `${data.mailed} contestants mailed`,
        text:
          current.kind === 'finalists'
            ? data.mailed === 0
              ? 'Everyone had already been notified: nobody was mailed twice.'
              : `${countOf(data.finalists, 'finalist')} got the finalist mail and ${countOf(data.others, 'other contestant')} the thank-you.`
            : 'The results are announced. The mails are on their way.',
        cancelLabel: null,
      });
    } else {
      await confirm({ title: result.message ?? CALL_MESSAGES.generic, cancelLabel: null });
    }
    router.reload({ only: ['mailings'] });
  }

  const toSend =
    preview?.kind === 'finalists'
      ? preview.data.noFinalists
        ? 0
        : preview.data.finalists + preview.data.others
      : preview?.kind === 'results'
        ? preview.data.announcedAt
          ? 0
          : preview.data.recipients
        : 0;

  return (
    <section
      aria-labelledby="contest-mailings-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="contest-mailings"
    >
      <SectionHeading
        id="contest-mailings-title"
        lead="Each contestant gets each of these mails once, however often the button is pressed. Disabled contestants get nothing. You see the mails and the counts before anything is sent."
      >
        Contestant mails
      </SectionHeading>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
        <div className="flex flex-col gap-1">
          <Button
            color="black"
            size="sm"
            disabled={busy !== null}
            onClick={() => void openPreview('finalists')}
            data-testid="notify-finalists"
          >
            <MailIcon className="size-4" />
            Notify finalists
          </Button>
          <span className="text-xs text-muted">
            {mailings.finalistsNotified === 0
              ? 'Nobody notified yet'
              : `${countOf(mailings.finalistsNotified, 'contestant')} notified`}
          </span>
        </div>
        <div className="flex flex-col gap-1">
          <Button
            color="black"
            size="sm"
            disabled={busy !== null || announced !== null}
            onClick={() => void openPreview('results')}
            data-testid="announce-results"
          >
            <MailIcon className="size-4" />
            {announced ? 'Results announced' : 'Announce results'}
          </Button>
          <span className="text-xs text-muted">
            {announced ? (
              <>
                Announced on <time dateTime={announced}>{formatDateTime(announced)}</time>
              </>
            ) : (
              'Once the winner is on the site'
            )}
          </span>
        </div>
      </div>
      <Modal
        open={open}
        size="wide"
        title={preview?.kind === 'results' ? 'Announce results' : 'Notify finalists'}
        text={
          preview?.kind === 'results'
            ? 'Every enabled contestant with a submitted recipe is told that the winners are on the site. This can be done once.'
            : 'Finalists learn what the final round asks of them; the rest of the first round gets a thank-you.'
        }
        okLabel={toSend === 0 ? 'Nothing to send' : `Send ${countOf(toSend, 'mail')}`}
        okDisabled={toSend === 0}
        onResult={(ok) => {
          if (ok && preview) void send(preview);
          else setOpen(false);
        }}
      >
        {preview?.kind === 'finalists' && <FinalistsBody data={preview.data} />}
        {preview?.kind === 'results' && <ResultsBody data={preview.data} />}
      </Modal>
    </section>
  );
}
