import { formatDateTime } from '@/components/admin/format';
import { AlertIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { countOf } from '@shared/copy';
import type { RefusedWriteProps } from '@shared/judging/write-receipts';

const CALL_WORDS: Record<RefusedWriteProps['call'], string> = {
  vote: 'Vote',
  note: 'Note',
  comment: 'Comment for the chef',
};

/**
 * Judges' scores and notes the server refused after they were made (offline at the venue, sent once the round had
 * closed or the judge's account was disabled): the judge's device shows them too, but may be cleared, so the team
 * reads them here and decides what to do.
 */
export function RefusedWrites({ writes }: { writes: RefusedWriteProps[] }) {
  return (
    <section aria-labelledby="refused-heading" className="flex flex-col gap-4" data-testid="refused-writes">
      <SectionHeading
        id="refused-heading"
        lead={
          writes.length === 0
            ? 'None so far. A score or note sent from a judge’s device that the server cannot accept shows here.'
            : `${countOf(writes.length, 'score or note', 'scores or notes')} the server could not accept; the judges saw the reason too.`
        }
      >
        Refused scores and notes
      </SectionHeading>
      {writes.length > 0 && (
        <ul className="flex flex-col gap-3">
          {writes.map((write) => (
            <li
              key={`${write.refusedAt} ${write.judge} ${write.recipe} ${write.call}`}
              className="flex flex-col gap-1.5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-danger/30"
              data-testid="refused-write"
            >
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">
                  {CALL_WORDS[write.call]} by {write.judge}
                </span>{' '}
                on {write.recipe} · {write.round} ·{' '}
                <time dateTime={write.refusedAt}>{formatDateTime(write.refusedAt)}</time>
              </p>
              {write.sent && <p className="text-sm break-words text-ink">{write.sent}</p>}
              <p className="flex items-start gap-2 text-sm text-ink">
                <AlertIcon className="mt-0.5 size-4 shrink-0 text-danger" />
                <span>
                  <span className="font-semibold">Refused:</span> {write.reason}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
