import { Head } from '@inertiajs/react';
import { AuthCard } from '@/components/auth-card';
import { ForgotPasswordForm } from '@/components/password/forgot-password-form';
import type { ForgotPasswordPageProps } from '@/types';

export default function AdminForgotPassword({ signInUrl, validMinutes }: ForgotPasswordPageProps) {
  return (
    <>
      <Head title="Forgot your password?" />
      <AuthCard
        eyebrow="Administration"
        title="Forgot your password?"
        lead={`Enter the address you sign in with. We will e-mail you a link to choose a new password; it works for ${validMinutes} minutes.`}
      >
        <ForgotPasswordForm endpoint="/admins/password/email" signInUrl={signInUrl} />
      </AuthCard>
    </>
  );
}
