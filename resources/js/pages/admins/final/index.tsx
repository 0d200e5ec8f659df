import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { RefusedWrites } from '@/components/admin/final/refused-writes';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { SwitchField } from '@/components/admin/switch-field';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useModal } from '@/components/ui/modal';
import { SectionHeading } from '@/components/ui/section-heading';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import type {
  AdminLiveFinalPageProps,
  HeadJudgeSavedResponse,
  LiveFinalSavedResponse,
} from '@shared/admin/live-final.props';
import { countOf } from '@shared/copy';
import { FINAL_SCORING_PAGES } from '@shared/judging/final-scoring';
import { PrintedPackLinks } from '@/components/admin/final/printed-pack-links';

type Saved = LiveFinalSavedResponse['data'];
type HeadJudgeSaved = HeadJudgeSavedResponse['data'];

/** /admins/final: the final judged in person — the switch, the finalists' plate codes, their printable sheet. */
export default function AdminLiveFinal(props: AdminLiveFinalPageProps) {
  const { liveFinal, blindJudging, finalists, finalScores, codesLocked, finalJudges, headJudgeId, urls } =
    props;
  const { modal, confirm } = useModal();
  const call = useFormCall<Saved>({ data: dataOf<Saved>, worded: [409] });
  const headCall = useFormCall<HeadJudgeSaved>({ data: dataOf<HeadJudgeSaved>, worded: [409] });
  const [pending, setPending] = useState<'switch' | 'redraw' | `head-${number}` | null>(null);
  const withCodes = finalists.filter((finalist) => finalist.code !== null).length;

  const toggle = async (on: boolean) => {
    setPending('switch');
    const saved = await call.run({
      url: urls.toggle,
      json: { live_final: on, loaded_live_final: liveFinal },
    });
    setPending(null);
    if (saved) router.reload();
  };

  const redraw = async () => {
    const ok = await confirm({
      title: 'Redraw the plate codes',
      text: 'Every finalist gets a new code. Sheets already printed no longer match: print the new one.',
      okLabel: 'Redraw',
      tone: 'danger',
    });
    if (!ok) return;
    setPending('redraw');
    const saved = await call.run({ url: urls.redraw, json: {} });
    setPending(null);
    if (!saved) return;
    await confirm({
      title: 'Plate codes redrawn',
      text: `${countOf(saved.drawn, 'code')} drawn.`,
      cancelLabel: null,
    });
    router.reload();
  };

  const markHead = async (judgeId: number, head: boolean) => {
    setPending(`head-${judgeId}`);
    const saved = await headCall.run({
      url: urls.headJudge,
      json: { judge_id: judgeId, head_judge: head, loaded_head_judge_id: headJudgeId },
    });
    setPending(null);
    if (saved) router.reload();
  };

  return (
    <>
      <Head title="Live final" />
      <AdminPage>
        <AdminPageHeader
          eyebrow="Final round"
          title="Live final"
          lead="The final is cooked and tasted at the venue. Each finalist's plate carries a random three-digit code; under blind judging, final-round judges see the code instead of the name."
          actions={
            <>
              <ButtonLink href={urls.scores} color="outline" data-testid="final-scores-link">
                Final-round scores
              </ButtonLink>
              {liveFinal && (
                <ButtonLink href={FINAL_SCORING_PAGES.admin} color="outline" data-testid="final-scoring-link">
                  Kitchen score and tie-break
                </ButtonLink>
              )}
              {liveFinal && (
                <ButtonLink href={urls.board} color="black" data-testid="board-link">
                  Results board
                </ButtonLink>
              )}
              {liveFinal && withCodes > 0 && (
                <ButtonLink href={urls.sheet} color="yellow" data-testid="plate-sheet-link">
                  Print the plate sheet
                </ButtonLink>
              )}
            </>
          }
        />
        <FormAlert message={call.message} />
        <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6">
          <SwitchField
            name="live_final"
            label="Live final"
            hint={
              liveFinal
                ? `Plate codes are drawn for every finalist.${blindJudging ? ' Blind judging is on: judges see only the codes.' : ' Blind judging is off: judges see the codes beside the names.'}`
                : 'Off: the final round is judged online like the first round.'
            }
            checked={liveFinal}
            onChange={(on) => void toggle(on)}
            onLabel="On"
            offLabel="Off"
            disabled={pending !== null}
          />
        </section>

        {liveFinal && withCodes > 0 && (
          <section aria-labelledby="printed-pack-heading" className="flex flex-col gap-4">
            <SectionHeading
              id="printed-pack-heading"
              lead="For the day, by plate code: every finalist's recipe card, a paper score sheet per judge and plate in case a device fails, and labels for the plates (30 to a Letter sheet)."
            >
              Printed pack
            </SectionHeading>
            <PrintedPackLinks />
          </section>
        )}

        <section aria-labelledby="head-judge-heading" className="flex flex-col gap-4">
          <SectionHeading
            id="head-judge-heading"
            lead="A final-round judge who can correct final-round scores, with a reason, and makes the last tie-break's choice."
          >
            Head judge
          </SectionHeading>
          <FormAlert message={headCall.message} />
          {finalJudges.length === 0 ? (
            <p
              className="rounded-2xl bg-white px-5 py-6 text-muted ring-1 ring-sand"
              data-testid="no-final-judges"
            >
              No enabled final-round judge yet: set a judge's stage to the final round on the Judges page.
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="final-judges">
              {finalJudges.map((judge) => (
                <li
                  key={judge.id}
                  className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand"
                  data-testid="final-judge"
                  data-head-judge={judge.headJudge ? 'true' : 'false'}
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{judge.name}</p>
                    <p className="truncate text-sm text-muted">{judge.email}</p>
                    {judge.headJudge && (
                      <p className="text-xs font-semibold text-ink" data-testid="head-judge-badge">
                        Head judge
                      </p>
                    )}
                  </div>
                  <Button
                    color={judge.headJudge ? 'outline' : 'black'}
                    size="sm"
                    onClick={() => void markHead(judge.id, !judge.headJudge)}
                    disabled={pending !== null}
                    busy={pending === `head-${judge.id}`}
                    aria-label={`${judge.headJudge ? 'Unmark' : 'Make head judge'}: ${judge.name}`}
                    data-testid="head-judge-toggle"
                  >
                    {judge.headJudge ? 'Unmark' : 'Make head judge'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="plates-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <SectionHeading
                id="plates-heading"
                lead={`${countOf(finalists.length, 'finalist')}${liveFinal ? ` · ${countOf(finalScores, 'final-round score')} cast` : ''}`}
              >
                Finalists and their plates
              </SectionHeading>
            </div>
            {liveFinal && (
              <div className="flex flex-col items-start gap-1 sm:items-end">
                <Button
                  color="outline"
                  size="sm"
                  onClick={() => void redraw()}
                  disabled={codesLocked || pending !== null || finalists.length === 0}
                  busy={pending === 'redraw'}
                  data-testid="redraw-codes"
                >
                  Redraw the codes
                </Button>
                {codesLocked && (
                  <p className="text-sm text-muted" data-testid="codes-locked">
                    Scoring has started: the codes stay as they are.
                  </p>
                )}
              </div>
            )}
          </div>
          {finalists.length === 0 ? (
            <p
              className="rounded-2xl bg-white px-5 py-6 text-muted ring-1 ring-sand"
              data-testid="no-finalists"
            >
              No finalists yet: mark contestants as finalists on the Results page, then come back.
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="plate-list">
              {finalists.map((finalist) => (
                <li
                  key={finalist.recipeId}
                  className="flex min-w-0 items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand"
                  data-testid="plate-row"
                >
                  <span
                    className="flex h-14 w-20 shrink-0 items-center justify-center rounded-xl bg-ink font-display text-2xl font-semibold text-yellow tabular-nums"
                    data-testid="plate-code"
                  >
                    {finalist.code ?? '—'}
                  </span>
                  <div className="min-w-0">
                    <Link
                      href={finalist.contestantUrl}
                      className="block truncate font-semibold text-ink hover:underline"
                    >
                      {finalist.contestant}
                    </Link>
                    <p className="truncate text-sm text-muted">{finalist.recipe}</p>
                    {!finalist.inRound && (
                      <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
                        <span
                          aria-hidden="true"
                          className="h-1.5 w-1.5 shrink-0 rounded-full bg-yellow-deep"
                        />
                        Final-round recipe not submitted yet
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <RefusedWrites writes={props.refusedWrites} />
      </AdminPage>
      {modal}
    </>
  );
}
