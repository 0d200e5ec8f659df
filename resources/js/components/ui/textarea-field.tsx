import type { TextareaHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, type FieldOptions, splitField } from '@/components/ui/field-frame';

type TextareaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children' | 'name' | 'className'
> &
  FieldOptions;

export function TextareaField({ rows = 5, ...props }: TextareaFieldProps) {
  const [frame, textarea] = splitField(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={controlClasses(Boolean(frame.error), 'min-h-28 py-3 leading-relaxed')}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
