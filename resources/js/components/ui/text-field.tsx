import type { InputHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, type FieldOptions, splitField } from '@/components/ui/field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'name' | 'className'> &
  FieldOptions;

/** The one field of every form: label, input, optional hint and an inline error tied to the input. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [frame, input] = splitField(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input {...control} type={type} className={controlClasses(Boolean(frame.error), 'h-12')} {...input} />
      )}
    </FieldFrame>
  );
}
