// Client-side checks run before a form is sent; the server validates again.

export const messages = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  generic: 'An error has occurred. Please try again!',
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
