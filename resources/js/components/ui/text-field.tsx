import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClasses, FieldFrame } from '@/components/ui/field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Something to show on the label's line, at the right (for example a "Forgot your password?" link). */
  labelAside?: ReactNode;
};

/** The one field of every form: label, input, optional hint and an inline error tied to the input. */
export function TextField({
  label,
  name,
  error,
  hint,
  labelAside,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      name={name}
      error={error}
      hint={hint}
      labelAside={labelAside}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          className={controlClasses(Boolean(error), 'h-12')}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
