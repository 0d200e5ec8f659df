import clsx from 'clsx';
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { sanitizeDecimalInput } from '@shared/recipes/ingredients';
import { controlClasses } from '@/components/ui/field-frame';

type DecimalInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
};

/** Keys that move, delete or leave the field: always allowed. */
const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * A decimal field (quantity, cost per unit): only digits, one decimal point and navigation keys are accepted
 * (specification section 5). Pasted text and phone keyboards, which do not always report their keys, are cleaned
 * as well.
 */
export function DecimalInput({
  value,
  onValueChange,
  invalid = false,
  className,
  onKeyDown,
  ...props
}: DecimalInputProps) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (NAVIGATION_KEYS.has(key) || (key >= '0' && key <= '9' && key.length === 1)) return;
    const input = event.currentTarget;
    // A second point is refused, unless it replaces the selected one.
    const selected = value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
    if ((key === '.' || key === ',') && (!value.includes('.') || selected.includes('.'))) return;
    // Printable keys only: phone keyboards report 'Unidentified', and onChange cleans what they type.
    if (key.length === 1) event.preventDefault();
  };

  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={value}
      onKeyDown={keyDown}
      onChange={(event) => onValueChange(sanitizeDecimalInput(event.target.value))}
      className={clsx(controlClasses(invalid, 'h-11 text-right tabular-nums'), className)}
      {...props}
    />
  );
}
