import { Head, Link } from '@inertiajs/react';
import { Eyebrow } from '@/components/eyebrow';
import { ScoreCorrections } from '@/components/final/score-corrections';
import type { ScoreCorrectionsPageProps } from '@shared/judging/vote-corrections';

/** /judges/final/scores: the head judge's page: the final round's scores by plate, corrected with a reason. */
export default function HeadJudgeScores({ votes, closed, backUrl }: ScoreCorrectionsPageProps) {
  return (
    <>
      <Head title="Final-round scores" />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
        <div className="flex flex-col gap-2">
          <Link href={backUrl} className="text-sm font-semibold text-ink underline underline-offset-4">
            Back to the recipe list
          </Link>
          <Eyebrow>Head judge</Eyebrow>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            Final-round scores
          </h1>
          <p className="max-w-2xl text-muted">
            Correct a score entered wrongly, with a reason: the judge's own scores stay beside the correction
            in the log and the export.
          </p>
        </div>
        <ScoreCorrections votes={votes} closed={closed} />
      </div>
    </>
  );
}
