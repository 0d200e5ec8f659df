import { Link, router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useModal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { changeClearing } from '@/lib/field-props';
import { emailError } from '@/lib/validation';
import type { ForgotPasswordPageProps } from '@/types';
import { usePostForm } from './use-post-form';

interface ForgotPasswordFormProps {
  /** POST /judges/password/email (or the admins'). */
  endpoint: string;
  /** Where 'Accept' on the success modal and 'Back to sign in' lead. */
  signInUrl: string;
}

/** 'Forgot your password?': an address, 'Send', and the 'Password Reset link sent' modal (sections 2 and 8). */
export function ForgotPasswordForm({ endpoint, signInUrl }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const { errors, setErrors, message, processing, send, clearError } = usePostForm(['email'] as const);
  const { modal, confirm } = useModal();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const error = emailError(email);
    setErrors({ email: error });
    if (error) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    void send(endpoint, { email: email.trim() }, async (body) => {
      const text = (body as { data?: { message?: string } }).data?.message;
      await confirm({ title: 'Password Reset link sent', text, okLabel: 'Accept', cancelLabel: null });
      router.visit(signInUrl);
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={processing}>
      <FormAlert message={message} className="mb-5" />
      <div className="flex flex-col gap-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={changeClearing(setEmail, () => clearError('email'))}
          error={errors.email}
        />
        <Button type="submit" color="black" size="lg" busy={processing} className="w-full">
          Send
        </Button>
        <BackToSignIn href={signInUrl} />
      </div>
      {modal}
    </form>
  );
}

/** The quiet link back to the sign-in page under a password form. */
export function BackToSignIn({ href }: { href: string }) {
  return (
    <Link
      href={href}
      className="self-center text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink"
    >
      Back to sign in
    </Link>
  );
}

/** The 'Forgot your password?' page of judges and admins alike. */
export function ForgotPasswordScreen({
  eyebrow,
  endpoint,
  signInUrl,
  validMinutes,
}: ForgotPasswordPageProps & { eyebrow: string; endpoint: string }) {
  return (
    <AuthCard
      eyebrow={eyebrow}
      title="Forgot your password?"
      lead={`Enter the address you sign in with. We will e-mail you a link to choose a new password; it works for ${validMinutes} minutes.`}
    >
      <ForgotPasswordForm endpoint={endpoint} signInUrl={signInUrl} />
    </AuthCard>
  );
}
