import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useModal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { emailError, messages } from '@/lib/validation';
import { usePostForm } from './use-post-form';
import { fieldBinder } from '@/lib/field-props';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** The server's rule too (at least 8 characters); the server has the final word. */
const MIN_PASSWORD = 8;

interface ResetPasswordFormProps {
  /** POST /judges/password/reset (or the admins'). */
  endpoint: string;
  token: string;
  email: string;
  /** Where the 'Password saved' modal leads when the answer names no page. */
  signInUrl: string;
  submitLabel?: string;
}

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = { email: emailError(values.email) };
  if (!values.password) errors.password = messages.required;
  else if (values.password.length < MIN_PASSWORD)
    errors.password = `The password must be at least ${MIN_PASSWORD} characters`;
  if (!values.password_confirmation) errors.password_confirmation = messages.required;
  else if (values.password_confirmation !== values.password)
    errors.password_confirmation = 'The passwords do not match';
  return errors;
}

/** Email, password, 'Repeat Password' and 'Save password', then the 'Password saved' modal (sections 2 and 5). */
export function ResetPasswordForm({
  endpoint,
  token,
  email,
  signInUrl,
  submitLabel = 'Save password',
}: ResetPasswordFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    email,
    password: '',
    password_confirmation: '',
  });
  const { errors, setErrors, message, processing, send, clearError } = usePostForm(FIELDS);
  const { modal, confirm } = useModal();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const found = validate(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    void send(endpoint, { ...values, email: values.email.trim(), token }, async (body) => {
      const data = (body as { data?: { message?: string; redirectTo?: string } }).data;
      await confirm({ title: 'Password saved', text: data?.message, okLabel: 'Accept', cancelLabel: null });
      router.visit(data?.redirectTo ?? signInUrl);
    });
  };

  const field = fieldBinder(values, errors, change);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={processing}>
      <FormAlert message={message} className="mb-5" />
      <div className="flex flex-col gap-5">
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters.`}
          {...field('password')}
        />
        <TextField
          label="Repeat Password"
          type="password"
          autoComplete="new-password"
          {...field('password_confirmation')}
        />
        <Button type="submit" color="black" size="lg" busy={processing} className="mt-1 w-full">
          {submitLabel}
        </Button>
      </div>
      {modal}
    </form>
  );
}
