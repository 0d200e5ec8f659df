import { Link } from '@inertiajs/react';
import { AuthCard } from '@/components/auth-card';
import { BackToSignIn } from '@/components/password/forgot-password-form';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { ResetPasswordPageProps } from '@/types';

interface ResetPasswordScreenProps extends ResetPasswordPageProps {
  /** Whose page it is: 'Judges', 'Administration'. */
  eyebrow: string;
  /** Where the new password is posted. */
  endpoint: string;
  title: string;
  lead?: string;
}

/**
 * The page a mailed password link opens, for judges and admins alike: the form while the link is usable, otherwise
 * why it is not (the server's message) and the way to a new link.
 */
export function ResetPasswordScreen({
  eyebrow,
  endpoint,
  title,
  lead,
  token,
  email,
  state,
  message,
  signInUrl,
  forgotUrl,
}: ResetPasswordScreenProps) {
  return (
    <AuthCard eyebrow={eyebrow} title={title} lead={lead}>
      {state === 'ready' ? (
        <ResetPasswordForm endpoint={endpoint} token={token} email={email} signInUrl={signInUrl} />
      ) : (
        <div className="flex flex-col gap-5">
          <FormAlert message={message} />
          <Link href={forgotUrl} className={`${buttonClasses('black', 'lg')} w-full`}>
            Ask for a new link
          </Link>
          <BackToSignIn href={signInUrl} />
        </div>
      )}
    </AuthCard>
  );
}
