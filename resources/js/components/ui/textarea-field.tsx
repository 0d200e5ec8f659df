import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClasses, FieldFrame } from '@/components/ui/field-frame';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
};

export function TextareaField({
  label,
  name,
  error,
  hint,
  className,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  return (
    <FieldFrame label={label} name={name} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          className={controlClasses(Boolean(error), 'min-h-28 py-3 leading-relaxed')}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
