import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import type { ModalOptions } from '@/components/ui/modal';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import type { AdminResultsPageProps } from '@/types';
import { CALL_MESSAGES } from '@shared/messages';
import { countOf } from '@shared/copy';
import { SectionHeading } from '@/components/ui/section-heading';

interface Props {
  round: AdminResultsPageProps['round'];
  judges: AdminResultsPageProps['judges'];
  unfinished: number;
  remindUrl: string;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

/** Each judge's progress through the round, and the reminder to those who have not finished. */
export function JudgesProgress({ round, judges, unfinished, remindUrl, confirm }: Props) {
  const call = useFormCall<{ reminded: number; judges: string[] }>({ data: dataOf });
  const busy = call.busy;

  async function remind() {
    const go = await confirm({
      title: 'Remind judges',
      text: `Send a reminder e-mail to the ${unfinished} ${unfinished === 1 ? 'judge who has' : 'judges who have'} not voted on every recipe?`,
      okLabel: 'Send',
    });
    if (!go) return;
    const data = await call.run({ url: remindUrl, json: { round } });
    if (!data) {
      await confirm({ title: CALL_MESSAGES.generic, cancelLabel: null });
      return;
    }
    await confirm({
      title: data.reminded === 1 ? '1 judge reminded' : `${data.reminded} judges reminded`,
      text:
        data.reminded === 0 ? 'Every judge has finished: nobody needed a reminder.' : data.judges.join(', '),
      cancelLabel: null,
    });
  }

  return (
    <section
      aria-labelledby="judges-progress-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionHeading id="judges-progress-title">Judges&apos; progress</SectionHeading>
        <Button
          color="black"
          size="sm"
          disabled={busy || unfinished === 0}
          onClick={() => void remind()}
          data-testid="remind-judges"
        >
          <MailIcon className="size-4" />
          {unfinished === 0
            ? 'Everyone has finished'
            : `Remind ${unfinished} ${unfinished === 1 ? 'judge' : 'judges'}`}
        </Button>
      </div>
      {judges.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No judge is on this round&apos;s panel yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="judges-progress">
          {judges.map((judge) => {
            const percent = judge.total === 0 ? 0 : Math.round((judge.voted / judge.total) * 100);
            return (
              <li key={judge.id} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-semibold text-ink">
                    {judge.name}
                    {!judge.onPanel && (
                      <span className="ml-2 text-xs font-normal text-muted">(no longer on this panel)</span>
                    )}
                  </span>
                  <span className={clsx('shrink-0 tabular-nums', judge.finished ? 'text-ink' : 'text-muted')}>
                    {judge.voted} / {judge.total}
                    {judge.finished && <span className="ml-1.5 font-semibold">✓</span>}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${judge.name}: ${judge.voted} of ${countOf(judge.total, 'recipe')} voted`}
                  aria-valuemin={0}
                  aria-valuemax={judge.total}
                  aria-valuenow={judge.voted}
                  className="h-2 overflow-hidden rounded-full bg-sand"
                >
                  <div
                    className={clsx('h-full rounded-full', judge.finished ? 'bg-ink' : 'bg-yellow-deep')}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
