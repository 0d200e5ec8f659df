import type { SelectHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, type FieldOptions, splitField } from '@/components/ui/field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children' | 'name' | 'className'
> &
  FieldOptions & {
    options: readonly SelectOption[];
    /** The first, empty choice ('Select...'); leave out for a select that always has a value. */
    placeholder?: string;
  };

/** A native select: the phone's own picker on small screens, full keyboard support everywhere. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const [frame, select] = splitField(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...control} className={controlClasses(Boolean(frame.error), 'h-12 pr-10')} {...select}>
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
