import { Head } from '@inertiajs/react';
import { ResultsBoard } from '@/components/final/results-board';
import { useBoardStream } from '@/hooks/use-board-stream';
import type { DisplayBoardPageProps } from '@shared/judging/final-board.props';

/**
 * /final/board/{link}: the live final's board on the venue's screen, with no sign-in. It follows the event stream;
 * once the admin turns the link off, the server ends the stream and refuses it, and the screen says so.
 */
export default function DisplayFinalBoard({ board: initial, editionYear, eventsUrl }: DisplayBoardPageProps) {
  const { board, connection } = useBoardStream(initial, eventsUrl);
  return (
    <>
      <Head title="Results board" />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-5 py-8 sm:px-10 sm:py-12">
        {connection === 'closed' ? (
          <div
            className="flex min-h-[60svh] flex-col items-center justify-center gap-3 text-center"
            data-testid="board-closed"
          >
            <p className="font-display text-3xl font-semibold">This board is no longer shown here.</p>
            <p className="text-white/70">Its link was turned off. Ask the contest team for the new one.</p>
          </div>
        ) : (
          <ResultsBoard board={board} connection={connection} editionYear={editionYear} />
        )}
      </div>
    </>
  );
}
