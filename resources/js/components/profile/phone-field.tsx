import type { InputHTMLAttributes } from 'react';
import { controlClasses, FieldFrame } from '@/components/ui/field-frame';
import { formatPhoneInput } from '@shared/contestants/phone';

type PhoneFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'> & {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The phone number of specification section 9: '+1' shown beside the field, and the digits laid into
 * (###) ###-#### as they are typed or pasted.
 */
export function PhoneField({ label, name, value, onChange, error, className, ...props }: PhoneFieldProps) {
  return (
    <FieldFrame label={label} name={name} error={error} className={className}>
      {(control) => (
        <div className="flex">
          <span
            className="inline-flex h-12 shrink-0 items-center rounded-l-xl border border-r-0 border-ink/20 bg-sand/60 px-3.5 text-base font-semibold text-ink"
            aria-hidden="true"
            data-testid="phone-prefix"
          >
            +1
          </span>
          <input
            {...control}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(555) 555-5555"
            aria-label={`${label} (+1)`}
            value={value}
            onChange={(event) => onChange(formatPhoneInput(event.target.value))}
            className={controlClasses(Boolean(error), 'h-12 rounded-l-none')}
            {...props}
          />
        </div>
      )}
    </FieldFrame>
  );
}
