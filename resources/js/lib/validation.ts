// Client-side checks run before a form is sent; the server validates again, with the same messages.
import { CALL_MESSAGES, FIELD_MESSAGES } from '@shared/messages';

export const messages = {
  required: FIELD_MESSAGES.required,
  email: FIELD_MESSAGES.email,
  format: FIELD_MESSAGES.format,
  generic: CALL_MESSAGES.generic,
} as const;

// Deliberately simple: something@something.tld, no spaces. The server has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function requiredError(value: string): string | undefined {
  return value.trim() === '' ? messages.required : undefined;
}

export function emailError(value: string): string | undefined {
  return requiredError(value) ?? (isEmail(value) ? undefined : messages.email);
}
