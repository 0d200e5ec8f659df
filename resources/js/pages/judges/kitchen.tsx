import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import { useHydrated } from '@/hooks/use-hydrated';
import {
  KITCHEN_MAX_MINUTES_LATE,
  type KitchenJudgePageProps,
  type KitchenPlateProps,
  type KitchenScoreAnswer,
} from '@shared/judging/final-scoring';

type Saved = KitchenScoreAnswer['data'];
type Criteria = KitchenJudgePageProps['criteria'];

/** A key per score as entered: a retry after a lost answer sends the same one, so the server stores it once. */
const newKey = () => crypto.randomUUID();

function PlateCard({
  plate,
  criteria,
  maxPoints,
  open,
}: {
  plate: KitchenPlateProps;
  criteria: Criteria;
  maxPoints: number;
  open: boolean;
}) {
  const hydrated = useHydrated();
  const call = useFormCall<Saved, 'minutes_late'>({ data: dataOf<Saved>, worded: [403, 404, 409, 422] });
  const [points, setPoints] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(criteria.map((criterion) => [criterion.id, plate.scores?.[criterion.id] ?? null])),
  );
  const [late, setLate] = useState(String(plate.minutesLate));
  const [saved, setSaved] = useState<number | null>(plate.scores ? sum(plate.scores) : null);
  const [key, setKey] = useState(newKey);
  const complete = criteria.every((criterion) => points[criterion.id] !== null);

  const change = (update: () => void) => {
    update();
    setSaved(null);
    setKey(newKey());
  };
  const save = async () => {
    const answer = await call.run({
      url: plate.saveUrl,
      json: {
        scores: criteria.map((criterion) => ({ criterion_id: criterion.id, points: points[criterion.id] })),
        minutes_late: Number(late),
      },
      headers: { 'Idempotency-Key': key },
    });
    if (answer) {
      setSaved(answer.total);
      setKey(newKey());
    }
  };

  return (
    <li
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand"
      data-testid="kitchen-plate"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-ink tabular-nums">{plate.label}</h2>
        {saved !== null && (
          <span className="text-sm font-semibold text-ink" role="status" data-testid="kitchen-saved">
            Saved · {saved} / {criteria.length * maxPoints}
          </span>
        )}
      </div>
      {plate.detail && <p className="-mt-3 text-sm text-muted">{plate.detail}</p>}
      <FormAlert message={call.message} />
      <fieldset disabled={!hydrated || !open} className="flex flex-col gap-3">
        <legend className="sr-only">Station of {plate.label}</legend>
        {criteria.map((criterion) => (
          <label key={criterion.id} className="flex items-center justify-between gap-3 text-base">
            <span className="min-w-0">{criterion.name}</span>
            <select
              name={`criterion_${criterion.id}`}
              className="h-12 w-24 shrink-0 rounded-xl border border-sand bg-white px-3 text-lg tabular-nums"
              value={points[criterion.id] ?? ''}
              onChange={(event) =>
                change(() =>
                  setPoints((current) => ({
                    ...current,
                    [criterion.id]: event.target.value === '' ? null : Number(event.target.value),
                  })),
                )
              }
            >
              <option value="">–</option>
              {Array.from({ length: maxPoints + 1 }, (_, value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="flex items-center justify-between gap-3 text-base">
          <span>Minutes late</span>
          <input
            name="minutes_late"
            type="number"
            inputMode="numeric"
            min={0}
            max={KITCHEN_MAX_MINUTES_LATE}
            className="h-12 w-24 shrink-0 rounded-xl border border-sand bg-white px-3 text-lg tabular-nums"
            value={late}
            onChange={(event) => change(() => setLate(event.target.value))}
          />
        </label>
        {call.errors.minutes_late && <p className="text-sm text-red-700">{call.errors.minutes_late}</p>}
        <Button color="black" size="lg" onClick={() => void save()} busy={call.busy} disabled={!complete}>
          Save the station score
        </Button>
      </fieldset>
    </li>
  );
}

function sum(scores: Record<number, number>): number {
  return Object.values(scores).reduce((total, value) => total + value, 0);
}

/** /judges/kitchen: a kitchen judge scores each finalist's station, known by plate code under blind judging. */
export default function KitchenJudging({
  criteria,
  maxPoints,
  plates,
  open,
  listUrl,
  refusal,
}: KitchenJudgePageProps) {
  return (
    <>
      <Head title="Kitchen" />
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6">
        <Link
          href={listUrl}
          className="inline-flex items-center gap-2 text-sm font-semibold text-ink hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          Recipe list
        </Link>
        <div>
          <h1 className="font-display text-3xl font-semibold text-ink">Kitchen</h1>
          <p className="mt-2 text-muted">
            Score each station from 0 to {maxPoints} on every criterion, and the minutes the plate went out
            late.
          </p>
          {!open && !refusal && (
            <p className="mt-2 font-semibold text-ink">
              The final round is closed: scores can no longer change.
            </p>
          )}
        </div>
        {refusal ? (
          <p
            className="rounded-2xl bg-white px-5 py-6 text-ink ring-1 ring-sand"
            data-testid="kitchen-refusal"
          >
            {refusal}
          </p>
        ) : plates.length === 0 ? (
          <p className="rounded-2xl bg-white px-5 py-6 text-muted ring-1 ring-sand">
            No plates in the final yet.
          </p>
        ) : (
          <ul className="flex flex-col gap-4" data-testid="kitchen-plates">
            {plates.map((plate) => (
              <PlateCard
                key={plate.recipeId}
                plate={plate}
                criteria={criteria}
                maxPoints={maxPoints}
                open={open}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
