// The phone number format of specification sections 3 and 9: (###) ###-####, shown after the +1 prefix.
// No imports: the server's validation and the pages' phone field share this module.

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * What the phone field shows while someone types: the digits (at most ten, a leading country code 1 of a pasted
 * "+1 ..." number dropped) laid into (###) ###-####, as far as they go.
 */
export function formatPhoneInput(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A stored number in the display format; numbers stored as ten bare digits (older rows) are formatted too. */
export function displayPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  if (isPhoneNumber(stored)) return stored;
  const digits = stored.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
    ? formatPhoneInput(digits)
    : stored;
}
