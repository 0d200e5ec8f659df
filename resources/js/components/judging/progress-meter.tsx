import type { JudgingProgressProps } from '@/types';

/** '12 of 30 voted' with a bar. */
export function ProgressMeter({ progress }: { progress: JudgingProgressProps }) {
  const share = progress.total === 0 ? 0 : progress.voted / progress.total;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-white" data-testid="judging-progress">
        <span className="font-display text-3xl text-yellow tabular-nums">{progress.voted}</span> of{' '}
        {progress.total} voted
      </p>
      <div
        role="progressbar"
        aria-label="Recipes voted"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.voted}
        aria-valuetext={`${progress.voted} of ${progress.total} voted`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-white/15"
      >
        <div
          className="h-full rounded-full bg-yellow transition-[width]"
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
