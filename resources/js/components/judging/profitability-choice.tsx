import clsx from 'clsx';
import { useId } from 'react';
import { PROFITABILITY } from '@shared/judging/judging-rules';
import { CheckIcon } from '@/components/ui/icons';
import type { CriterionInputProps } from '@/components/judging/star-rating';

const OPTIONS = [
  { label: 'Yes', value: PROFITABILITY.yes },
  { label: 'No', value: PROFITABILITY.no },
] as const;

/** Profitability is binary (section 9): two radio buttons, drawn as a segmented choice; 5 (Yes) or 0 (No). */
export function ProfitabilityChoice({
  label,
  hint,
  value,
  onChange,
  disabled,
  invalid,
}: CriterionInputProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={`${id}-hint`}
      data-testid="criterion-profitability"
      disabled={disabled}
    >
      <legend className="font-semibold text-ink">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div
        className={clsx(
          'mt-1 grid w-full max-w-xs grid-cols-2 gap-2 rounded-2xl',
          invalid && 'ring-2 ring-danger/50',
        )}
      >
        {OPTIONS.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.label}
              className={clsx(
                'relative flex h-12 items-center justify-center gap-2 rounded-xl border text-base font-semibold transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-yellow',
                checked
                  ? 'border-ink bg-ink text-white'
                  : 'border-ink/20 bg-white text-ink hover:border-ink/50',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name={`${id}-profitability`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {checked && <CheckIcon className="size-4 text-yellow" />}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
