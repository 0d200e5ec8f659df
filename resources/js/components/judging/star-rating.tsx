import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { MAX_STARS, starValueAt, starValueForKey, UNSET } from '@shared/judging/judging-rules';
import { STAR_PATH } from '@/components/ui/icons';

/** What the vote gives each criterion's input (the stars, the profitability choice). */
export interface CriterionInputProps {
  label: string;
  hint: string;
  /** The chosen score; -1 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Drawn in the error colour: the judge tried to vote without choosing. */
  invalid?: boolean;
}

interface StarRatingProps extends CriterionInputProps {
  /** The criterion: 'creativity', … (test ids and the error link). Its value is 1 to 5 in half steps. */
  name: string;
}

/** How much of star `index` (0-based) a value fills: 0, 0.5 or 1. */
function fillOf(value: number, index: number): number {
  if (value === UNSET) return 0;
  return Math.max(0, Math.min(1, value - index));
}

function Star({ fill, invalid }: { fill: number; invalid: boolean }) {
  return (
    <span className="relative block size-9 sm:size-10">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="absolute inset-0 size-full">
        <path
          d={STAR_PATH}
          className={clsx(invalid ? 'fill-danger-soft stroke-danger' : 'fill-sand/60 stroke-ink/30')}
          strokeWidth={1.2}
          strokeLinejoin="round"
        />
      </svg>
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="block size-9 sm:size-10">
            <path
              d={STAR_PATH}
              className="fill-yellow stroke-yellow-deep"
              strokeWidth={1.2}
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </span>
  );
}

/**
 * Five stars with half values (section 9): a click on the left half of a star gives a half star. For the keyboard
 * and for assistive technology it is one slider: arrows move by half a star, Home and End go to 1 and 5, the digits
 * 1 to 5 pick whole stars.
 */
export function StarRating({
  name,
  label,
  hint,
  value,
  onChange,
  disabled = false,
  invalid = false,
}: StarRatingProps) {
  const id = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;

  const valueAt = (index: number, event: MouseEvent<HTMLSpanElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return starValueAt(index, event.clientX - box.left, box.width);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = starValueForKey(value, event.key);
    if (next === null) return;
    event.preventDefault();
    // The stars show the chosen value, not a pointer still resting on them.
    setPreview(null);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-2" data-testid={`criterion-${name}`}>
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="font-semibold text-ink">
          {label}
        </span>
        <span className="text-sm font-semibold text-muted tabular-nums" aria-hidden="true">
          {value === UNSET ? '–' : value} / {MAX_STARS}
        </span>
      </div>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-muted">
        {hint}
      </p>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-valuemin={0}
        aria-valuemax={MAX_STARS}
        aria-valuenow={value === UNSET ? 0 : value}
        aria-valuetext={value === UNSET ? 'No stars chosen' : `${value} of ${MAX_STARS} stars`}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        data-testid={`stars-${name}`}
        data-value={value}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setPreview(null)}
        className={clsx(
          'flex w-fit items-center gap-0.5 rounded-xl p-1',
          disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          invalid && 'ring-2 ring-danger/50',
        )}
      >
        {Array.from({ length: MAX_STARS }, (_, index) => (
          <span
            key={index}
            data-star={index + 1}
            onMouseMove={disabled ? undefined : (event) => setPreview(valueAt(index, event))}
            onClick={disabled ? undefined : (event) => onChange(valueAt(index, event))}
          >
            <Star fill={fillOf(shown, index)} invalid={invalid && shown === UNSET} />
          </span>
        ))}
      </div>
    </div>
  );
}
