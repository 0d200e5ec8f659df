import { router } from '@inertiajs/react';
import { useState } from 'react';
import { CALL_MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Modal, type ModalOptions } from '@/components/ui/modal';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import { countOf } from '@shared/copy';
import { formatDateTime } from '@/components/admin/format';
import { SectionHeading } from '@/components/ui/section-heading';
import type {
  FeedbackReleasedProps,
  FeedbackReleasePreviewProps,
  FeedbackReleaseStateProps,
} from '@shared/judging/chef-feedback';

interface Props {
  state: FeedbackReleaseStateProps;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

/**
 * "Release feedback": the judges' comments for the chefs and each round's scores go to the contestants, once, after
 * the results are announced. The preview (fetched when pressed) counts what would be shown and mailed.
 */
export function FeedbackRelease({ state, confirm }: Props) {
  const previewing = useFormCall<FeedbackReleasePreviewProps>({ data: dataOf });
  const releasing = useFormCall<FeedbackReleasedProps>({ data: dataOf, worded: [409] });
  const [preview, setPreview] = useState<FeedbackReleasePreviewProps | null>(null);
  const [busy, setBusy] = useState(false);
  const released = state.releasedAt;

  async function openPreview() {
    setBusy(true);
    const data = await previewing.run({ url: state.previewUrl });
    setBusy(false);
    if (data) setPreview(data);
    else await confirm({ title: CALL_MESSAGES.generic, cancelLabel: null });
  }

  async function release(current: FeedbackReleasePreviewProps) {
    setPreview(null);
    setBusy(true);
    const result = await releasing.send({ url: state.releaseUrl, json: { recipients: current.recipients } });
    setBusy(false);
    await confirm(
      result.ok
        ? {
            title: 'Feedback released',
            text: `${countOf(result.data.recipes, 'recipe')} now show the judges\u2019 feedback; ${countOf(result.data.mailed, 'contestant')} mailed.`,
            cancelLabel: null,
          }
        : { title: result.message ?? CALL_MESSAGES.generic, cancelLabel: null },
    );
    router.reload({ only: ['feedback'] });
  }

  const ready = preview !== null && preview.resultsAnnounced && !preview.releasedAt && preview.recipes > 0;

  return (
    <section
      aria-labelledby="feedback-release-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="feedback-release"
    >
      <SectionHeading
        id="feedback-release-title"
        lead="Each contestant sees, on their recipe page, their scores per criterion (the round's average and range) and the judges' comments for the chef, without any judge's name. Private notes are never shown. Possible once the results are announced, and once only."
      >
        Judges&apos; feedback
      </SectionHeading>
      <div className="mt-4 flex flex-col gap-1">
        <Button
          color="black"
          size="sm"
          className="self-start"
          disabled={busy || released !== null || !state.resultsAnnounced}
          busy={busy}
          onClick={() => void openPreview()}
          data-testid="release-feedback"
        >
          {released ? 'Feedback released' : 'Release feedback'}
        </Button>
        <span className="text-xs text-muted">
          {released ? (
            <>
              Released on <time dateTime={released}>{formatDateTime(released)}</time>
            </>
          ) : state.resultsAnnounced ? (
            'The results are announced: the feedback can go out'
          ) : (
            'After "Announce results"'
          )}
        </span>
      </div>
      <Modal
        open={preview !== null}
        size="wide"
        title="Release feedback"
        text="The contestants below get their feedback on their recipe page and one mail saying it is ready. This can be done once."
        okLabel={ready ? `Release and send ${countOf(preview.recipients, 'mail')}` : 'Nothing to release'}
        okDisabled={!ready}
        onResult={(ok) => {
          if (ok && preview) void release(preview);
          else setPreview(null);
        }}
      >
        {preview && (
          <div data-testid="feedback-preview">
            <ul className="mt-4 flex flex-col gap-1 text-sm text-ink">
              <li>{countOf(preview.recipes, 'recipe')} with feedback (scores or comments)</li>
              <li>{countOf(preview.comments, 'comment')} for the chefs</li>
              <li>{countOf(preview.recipients, 'contestant')} to mail (enabled contestants only)</li>
            </ul>
            {preview.samples.length > 0 && (
              <figure className="mt-5">
                <figcaption className="text-sm font-semibold text-ink">
                  Sample comments, as the chefs will read them
                </figcaption>
                <ul className="mt-2 flex flex-col gap-2">
                  {preview.samples.map((sample, index) => (
                    <li
                      key={index}
                      className="rounded-xl bg-cream px-4 py-3 text-sm whitespace-pre-line text-ink"
                    >
                      {sample}
                    </li>
                  ))}
                </ul>
              </figure>
            )}
          </div>
        )}
      </Modal>
    </section>
  );
}
