import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlClasses, FieldFrame } from '@/components/ui/field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select...'); leave out for a select that always has a value. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

/** A native select: the phone's own picker on small screens, full keyboard support everywhere. */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  error,
  hint,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} name={name} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} name={name} className={controlClasses(Boolean(error), 'h-12 pr-10')} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
