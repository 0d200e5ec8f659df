import { Head, Link, router } from '@inertiajs/react';
import { useRef, useState } from 'react';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { ResultsBoard } from '@/components/final/results-board';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useModal } from '@/components/ui/modal';
import { useBoardStream } from '@/hooks/use-board-stream';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import type {
  AdminFinalBoardPageProps,
  BoardLinkResponse,
  BoardReleaseResponse,
} from '@shared/judging/final-board.props';

type Pending = 'release' | 'hide' | 'link' | 'revoke' | null;

/**
 * /admins/final/board: the live final's results board — progress while the judges score, then the release on stage
 * (revealed from the last place by the space bar or a click) — and the venue screen's link.
 */
export default function AdminFinalBoard(props: AdminFinalBoardPageProps) {
  const { editionYear, liveFinal, released, displayLinkSince, urls } = props;
  const { board, connection } = useBoardStream(props.board, urls.events);
  const { modal, confirm } = useModal();
  const releaseCall = useFormCall<BoardReleaseResponse['data']>({ data: dataOf, worded: [409] });
  const linkCall = useFormCall<BoardLinkResponse['data']>({ data: dataOf });
  const [pending, setPending] = useState<Pending>(null);
  // The new link's address: only its hash is kept, so it is shown this once.
  const [newLink, setNewLink] = useState<string | null>(null);
  const stage = useRef<HTMLElement | null>(null);

  const setReleased = async (release: boolean) => {
    const ok = await confirm(
      release
        ? {
            title: 'Release the results',
            text: 'The board shows the ranking, from the last place up to the winner, one place per press of the space bar or click. The release is logged.',
            okLabel: 'Release results',
          }
        : {
            title: 'Hide the board again',
            text: 'The board goes back to showing progress only. This is logged too.',
            okLabel: 'Hide the board',
            tone: 'danger',
          },
    );
    if (!ok) return;
    setPending(release ? 'release' : 'hide');
    const saved = await releaseCall.run({ url: release ? urls.release : urls.hide, json: {} });
    setPending(null);
    if (!saved) return;
    router.reload({
      // The stage takes the focus: the space bar then reveals, rather than pressing the button it replaced.
      onSuccess: () => {
        if (release) stage.current?.focus();
      },
    });
  };

  const makeLink = async () => {
    if (displayLinkSince) {
      const ok = await confirm({
        title: 'Make a new screen link',
        text: 'The screen showing the current link stops at once; open the new link on it.',
        okLabel: 'Make a new link',
      });
      if (!ok) return;
    }
    setPending('link');
    const made = await linkCall.run({ url: urls.newLink, json: {} });
    setPending(null);
    if (!made?.url) return;
    setNewLink(`${window.location.origin}${made.url}`);
    router.reload();
  };

  const revokeLink = async () => {
    const ok = await confirm({
      title: 'Turn the screen link off',
      text: 'The screen showing it stops at once, and the link no longer opens the board.',
      okLabel: 'Turn it off',
      tone: 'danger',
    });
    if (!ok) return;
    setPending('revoke');
    const done = await linkCall.run({ url: urls.revokeLink, json: {} });
    setPending(null);
    if (!done) return;
    setNewLink(null);
    router.reload();
  };

  return (
    <>
      <Head title="Results board" />
      <AdminPage>
        <div>
          <Link href={urls.liveFinal} className="text-sm font-semibold text-ink underline underline-offset-4">
            Back to the live final
          </Link>
        </div>
        <AdminPageHeader
          eyebrow="Final round"
          title="Results board"
          lead="Scores appear on the board as the judges send them: counts only, never a score, place or name, until you release the results on stage."
        />
        <FormAlert message={releaseCall.message ?? linkCall.message} />
        {!liveFinal && (
          <p className="rounded-2xl bg-white px-5 py-6 text-muted ring-1 ring-sand" data-testid="board-off">
            The live final is off.{' '}
            <Link href={urls.liveFinal} className="font-semibold text-ink underline">
              Turn it on
            </Link>{' '}
            to run the board.
          </p>
        )}
        <div className="grid gap-4 lg:grid-cols-2">
          <section
            aria-labelledby="release-heading"
            className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
          >
            <h2 id="release-heading" className="font-display text-xl font-semibold">
              Results
            </h2>
            <p className="text-muted" data-testid="release-state">
              {released
                ? 'Released: the board shows the ranking. Press the space bar or click the board to reveal each place.'
                : 'Hidden: the board shows progress only.'}
            </p>
            <div className="flex flex-wrap gap-2">
              {released ? (
                <Button
                  color="outline"
                  onClick={() => void setReleased(false)}
                  busy={pending === 'hide'}
                  disabled={pending !== null}
                  data-testid="hide-results"
                >
                  Hide the board again
                </Button>
              ) : (
                <Button
                  color="yellow"
                  onClick={() => void setReleased(true)}
                  busy={pending === 'release'}
                  disabled={pending !== null || !liveFinal}
                  data-testid="release-results"
                >
                  Release results
                </Button>
              )}
            </div>
          </section>
          <section
            aria-labelledby="screen-heading"
            className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
          >
            <h2 id="screen-heading" className="font-display text-xl font-semibold">
              Venue screen
            </h2>
            <p className="text-muted" data-testid="screen-link-state">
              {displayLinkSince
                ? `A screen link is on since ${displayLinkSince}. Anyone with it sees the board, read-only.`
                : 'No screen link: make one and open it on the venue’s screen. It needs no sign-in.'}
            </p>
            {newLink && (
              <div className="flex flex-col gap-2 rounded-2xl bg-cream p-4" data-testid="new-screen-link">
                <label htmlFor="screen-link" className="text-sm font-semibold">
                  The screen’s link, shown this once
                </label>
                <input
                  id="screen-link"
                  readOnly
                  value={newLink}
                  onFocus={(event) => event.currentTarget.select()}
                  className="h-11 w-full rounded-xl border border-ink/20 bg-white px-3 font-mono text-sm"
                />
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    color="black"
                    onClick={() => void navigator.clipboard?.writeText(newLink)}
                  >
                    Copy the link
                  </Button>
                  <a
                    href={newLink}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex h-9 items-center px-2 text-sm font-semibold underline underline-offset-4"
                  >
                    Open it
                  </a>
                </div>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                color={displayLinkSince ? 'outline' : 'black'}
                onClick={() => void makeLink()}
                busy={pending === 'link'}
                disabled={pending !== null}
                data-testid="new-screen-link-button"
              >
                {displayLinkSince ? 'Make a new link' : 'Make a screen link'}
              </Button>
              {displayLinkSince && (
                <Button
                  color="outline"
                  onClick={() => void revokeLink()}
                  busy={pending === 'revoke'}
                  disabled={pending !== null}
                  data-testid="revoke-screen-link"
                >
                  Turn the link off
                </Button>
              )}
            </div>
          </section>
        </div>
        <section aria-label="The board" className="rounded-3xl bg-ink p-5 text-white shadow-sm sm:p-8">
          <ResultsBoard
            board={board}
            connection={connection}
            editionYear={editionYear}
            stageRef={stage}
            nested
          />
        </section>
      </AdminPage>
      {modal}
    </>
  );
}
