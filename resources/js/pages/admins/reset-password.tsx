import { Head, Link } from '@inertiajs/react';
import { AuthCard } from '@/components/auth-card';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { ResetPasswordPageProps } from '@/types';

export default function AdminResetPassword({
  token,
  email,
  state,
  message,
  signInUrl,
  forgotUrl,
}: ResetPasswordPageProps) {
  return (
    <>
      <Head title="Choose a new password" />
      <AuthCard
        eyebrow="Administration"
        title="Choose a new password"
        lead="Enter your e-mail address and your new password twice."
      >
        {state === 'ready' ? (
          <ResetPasswordForm
            endpoint="/admins/password/reset"
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
