import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { SwitchField } from '@/components/admin/switch-field';
import { FinalRankingTable } from '@/components/final/final-ranking-table';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionHeading } from '@/components/ui/section-heading';
import { TextField } from '@/components/ui/text-field';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import {
  type AdminFinalScoringPageProps,
  type FinalScoringSavedAnswer,
  type HeadJudgeTieProps,
  TIE_RULE_LABELS,
  TIE_RULES,
  type TieRule,
} from '@shared/judging/final-scoring';

type Saved = FinalScoringSavedAnswer['data'];
const CARD = 'flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6';
const ORDINALS = ['First', 'Then', 'Then', 'Then'];

function SettingsForm(props: AdminFinalScoringPageProps) {
  const call = useFormCall<Saved, 'kitchen_weight' | 'penalty_per_minute' | 'tie_break'>({
    data: dataOf<Saved>,
    worded: [409],
  });
  const [on, setOn] = useState(props.kitchenScore);
  const [weight, setWeight] = useState(String(props.kitchenWeight));
  const [penalty, setPenalty] = useState(String(props.penaltyPerMinute));
  const [rules, setRules] = useState<Array<TieRule | ''>>(
    Array.from({ length: TIE_RULES.length }, (_, index) => props.tieBreak[index] ?? ''),
  );

  const save = async () => {
    const saved = await call.run({
      url: props.urls.settings,
      json: {
        kitchen_score: on,
        loaded_kitchen_score: props.kitchenScore,
        kitchen_weight: Number(weight),
        penalty_per_minute: Number(penalty),
        tie_break: rules.filter((rule) => rule !== ''),
      },
    });
    if (saved) router.reload();
  };

  return (
    <section aria-labelledby="kitchen-heading" className={CARD}>
      <SectionHeading
        id="kitchen-heading"
        lead="Off: the final ranking is the tasting mean, as for any round."
      >
        Kitchen score and tie-break
      </SectionHeading>
      <FormAlert message={call.message} />
      <SwitchField
        name="kitchen_score"
        label="Kitchen score"
        hint="Kitchen judges score each station on the criteria below and record minutes late."
        checked={on}
        onChange={setOn}
        onLabel="On"
        offLabel="Off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="kitchen_weight"
          label="Kitchen weight (%)"
          hint={`Tasting weighs the rest: ${100 - (Number(weight) || 0)} %.`}
          inputMode="numeric"
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          error={call.errors.kitchen_weight}
        />
        <TextField
          name="penalty_per_minute"
          label="Penalty per minute late (points of 100)"
          inputMode="decimal"
          value={penalty}
          onChange={(event) => setPenalty(event.target.value)}
          error={call.errors.penalty_per_minute}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">Tie-break rules, in order</legend>
        {rules.map((rule, index) => (
          <label key={index} className="flex items-center gap-3 text-sm">
            <span className="w-12 text-muted">{ORDINALS[index]}</span>
            <select
              name={`tie_break_${index}`}
              className="h-11 min-w-0 flex-1 rounded-xl border border-sand bg-white px-3"
              value={rule}
              onChange={(event) =>
                setRules((current) =>
                  current.map((value, at) => (at === index ? (event.target.value as TieRule | '') : value)),
                )
              }
            >
              <option value="">—</option>
              {TIE_RULES.map((value) => (
                <option key={value} value={value}>
                  {TIE_RULE_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        ))}
        {call.errors.tie_break && <p className="text-sm text-red-700">{call.errors.tie_break}</p>}
      </fieldset>
      <div>
        <Button color="black" onClick={() => void save()} busy={call.busy} data-testid="save-scoring">
          Save
        </Button>
      </div>
    </section>
  );
}

function CriteriaForm({ criteria, criteriaLocked, urls }: AdminFinalScoringPageProps) {
  const call = useFormCall<Saved>({ data: dataOf<Saved>, worded: [409, 422] });
  const [rows, setRows] = useState(
    criteria.map((criterion) => ({ id: criterion.id as number | null, name: criterion.name })),
  );
  const save = async () => {
    const saved = await call.run({
      url: urls.criteria,
      json: { criteria: rows.map((row) => (row.id === null ? { name: row.name } : row)) },
    });
    if (saved) router.reload();
  };
  return (
    <section aria-labelledby="criteria-heading" className={CARD}>
      <SectionHeading
        id="criteria-heading"
        lead={
          criteriaLocked
            ? 'Kitchen judges have started scoring: the criteria stay as they are.'
            : 'Each is scored from 0 to 10 points. They can change until the first kitchen score.'
        }
      >
        Kitchen criteria
      </SectionHeading>
      <FormAlert message={call.message} />
      <ol className="flex flex-col gap-3" data-testid="kitchen-criteria">
        {rows.map((row, index) => (
          <li key={index} className="flex items-end gap-3">
            <TextField
              className="min-w-0 flex-1"
              name={`criterion_${index}`}
              label={`Criterion ${index + 1}`}
              value={row.name}
              disabled={criteriaLocked}
              onChange={(event) =>
                setRows((current) =>
                  current.map((value, at) => (at === index ? { ...value, name: event.target.value } : value)),
                )
              }
            />
            {!criteriaLocked && (
              <Button
                color="outline"
                size="sm"
                className="mb-1"
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ol>
      {!criteriaLocked && (
        <div className="flex flex-wrap gap-3">
          <Button color="outline" onClick={() => setRows((current) => [...current, { id: null, name: '' }])}>
            Add a criterion
          </Button>
          <Button color="black" onClick={() => void save()} busy={call.busy} data-testid="save-criteria">
            Save the criteria
          </Button>
        </div>
      )}
    </section>
  );
}

function KitchenJudges({ judges, urls }: AdminFinalScoringPageProps) {
  const call = useFormCall<Saved>({ data: dataOf<Saved>, worded: [404, 409] });
  const mark = async (judgeId: number, on: boolean) => {
    if (await call.run({ url: `${urls.kitchenJudge}${judgeId}`, json: { kitchen_judge: on } }))
      router.reload();
  };
  return (
    <section aria-labelledby="kitchen-judges-heading" className={CARD}>
      <SectionHeading
        id="kitchen-judges-heading"
        lead="A kitchen judge scores the stations on their phone (Kitchen in the judges' area) and tastes as well."
      >
        Kitchen judges
      </SectionHeading>
      <FormAlert message={call.message} />
      {judges.length === 0 ? (
        <p className="text-muted">No final-round judges yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="kitchen-judges">
          {judges.map((judge) => (
            <li key={judge.id}>
              <Checkbox
                name={`kitchen_judge_${judge.id}`}
                label={`${judge.name} (${judge.email})${judge.headJudge ? ' · head judge' : ''}`}
                checked={judge.kitchenJudge}
                disabled={call.busy}
                onChange={(event) => void mark(judge.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TieChoice({
  tie,
  url,
  headJudge,
}: {
  tie: HeadJudgeTieProps;
  url: string;
  headJudge: string | null;
}) {
  const call = useFormCall<Saved, 'reason'>({ data: dataOf<Saved>, worded: [409] });
  const [order, setOrder] = useState(tie.decision?.order ?? tie.recipeIds);
  const [reason, setReason] = useState(tie.decision?.reason ?? '');
  const plate = (recipeId: number) => tie.plates.find((row) => row.recipeId === recipeId)!;
  const move = (index: number) =>
    setOrder((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [next[index], next[index - 1]];
      return next;
    });
  const save = async () => {
    if (await call.run({ url, json: { recipe_ids: order, reason } })) router.reload();
  };
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand p-4" data-testid="head-judge-tie">
      <FormAlert message={call.message} />
      <p className="text-sm text-muted">
        {tie.decision
          ? `Decided by ${tie.decision.headJudge ?? 'the head judge'} (${tie.decision.recordedAt}).`
          : 'Tied after every other rule: awaiting the head judge’s choice.'}
      </p>
      <ol className="flex flex-col gap-2">
        {order.map((recipeId, index) => (
          <li key={recipeId} className="flex items-center gap-3">
            <span className="w-8 font-semibold tabular-nums">{index + 1}.</span>
            <span className="min-w-0 flex-1">
              {plate(recipeId).code ? `Plate ${plate(recipeId).code} · ` : ''}
              {plate(recipeId).contestant}
            </span>
            {index > 0 && (
              <Button
                color="outline"
                size="sm"
                onClick={() => move(index)}
                aria-label={`Move ${plate(recipeId).contestant} up`}
              >
                Up
              </Button>
            )}
          </li>
        ))}
      </ol>
      <TextField
        name="reason"
        label="The head judge's reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={call.errors.reason}
      />
      <div>
        <Button color="black" onClick={() => void save()} busy={call.busy} disabled={headJudge === null}>
          Record the head judge’s choice
        </Button>
      </div>
    </li>
  );
}

/** /admins/final/scoring: the live final's kitchen score, kitchen judges, tie-break rules and the head judge's choices. */
export default function AdminFinalScoring(props: AdminFinalScoringPageProps) {
  const { urls, ties, headJudge, ranking } = props;
  return (
    <>
      <Head title="Kitchen score and tie-break" />
      <AdminPage>
        <AdminPageHeader
          eyebrow="Live final"
          title="Kitchen score and tie-break"
          lead="How the final ranking is made: the tasting, the kitchen when it is scored, and the rules that break a tie."
          actions={
            <ButtonLink href={urls.liveFinal} color="outline">
              Back to the live final
            </ButtonLink>
          }
        />
        <SettingsForm
          key={`${props.kitchenScore}:${props.kitchenWeight}:${props.penaltyPerMinute}:${props.tieBreak.join()}`}
          {...props}
        />
        <CriteriaForm
          key={props.criteria.map((criterion) => `${criterion.id}${criterion.name}`).join()}
          {...props}
        />
        <KitchenJudges {...props} />
        <section aria-labelledby="ties-heading" className={CARD}>
          <SectionHeading
            id="ties-heading"
            lead={
              headJudge
                ? `The head judge, ${headJudge}, decides the ties the other rules leave; an admin records the choice and its reason on their behalf.`
                : 'Mark the head judge on the live final page: they decide the ties the other rules leave.'
            }
          >
            Ties for the head judge
          </SectionHeading>
          {ties.length === 0 ? (
            <p className="text-muted" data-testid="no-ties">
              No tie awaits the head judge.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {ties.map((tie) => (
                <TieChoice key={tie.recipeIds.join()} tie={tie} url={urls.ties} headJudge={headJudge} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="final-ranking-heading" className="flex flex-col gap-3">
          <SectionHeading id="final-ranking-heading">Final ranking now</SectionHeading>
          <FinalRankingTable ranking={ranking} />
        </section>
      </AdminPage>
    </>
  );
}
