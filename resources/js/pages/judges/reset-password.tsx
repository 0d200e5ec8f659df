import { Head, Link } from '@inertiajs/react';
import { AuthCard } from '@/components/auth-card';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { ResetPasswordPageProps } from '@/types';

export default function JudgeResetPassword({
  token,
  email,
  state,
  message,
  welcome,
  signInUrl,
  forgotUrl,
}: ResetPasswordPageProps) {
  const usable = state === 'ready';
  const title = !usable
    ? 'This link cannot be used'
    : welcome
      ? 'Choose your password'
      : 'Choose a new password';
  return (
    <>
      <Head title={title} />
      <AuthCard
        eyebrow="Judges"
        title={title}
        lead={
          !usable
            ? undefined
            : welcome
              ? 'Welcome to the judging panel! Choose the password you will sign in with.'
              : 'Enter your e-mail address and your new password twice.'
        }
      >
        {usable ? (
          <ResetPasswordForm
            endpoint="/judges/password/reset"
            token={token}
            email={email}
            signInUrl={signInUrl}
          />
        ) : (
          <div className="flex flex-col gap-5">
            <FormAlert message={message} />
            <Link href={forgotUrl} className={`${buttonClasses('black', 'lg')} w-full`}>
              Ask for a new link
            </Link>
            <Link
              href={signInUrl}
              className="self-center text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink"
            >
              Back to sign in
            </Link>
          </div>
        )}
      </AuthCard>
    </>
  );
}
