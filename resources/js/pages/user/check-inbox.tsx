import { Link } from '@inertiajs/react';
import { AuthCard } from '@/components/auth-card';
import { MailIcon } from '@/components/ui/icons';
import { EmailAddress } from '@/components/ui/email-address';

interface Props {
  /** The address the link went to; null when this browser did not ask for it. */
  email: string | null;
  validMinutes: number;
}

export default function CheckInbox({ email, validMinutes }: Props) {
  return (
    <AuthCard eyebrow="Contestants" title="Check your inbox">
      <div className="flex flex-col gap-5 text-base leading-relaxed text-ink">
        <span
          className="flex size-14 items-center justify-center rounded-2xl bg-yellow/30 text-ink"
          aria-hidden="true"
        >
          <MailIcon className="size-7" />
        </span>
        <p>
          We sent a sign-in link to{' '}
          {email ? (
            <strong className="font-semibold">
              <EmailAddress email={email} />
            </strong>
          ) : (
            'your e-mail address'
          )}
          . Open it on this device and press <strong className="font-semibold">Continue</strong> to sign in.
        </p>
        <p className="text-sm text-muted">
          The link works once and expires in {validMinutes} minutes. Nothing there? Check your spam folder, or
          wait a minute and ask for a new link.
        </p>
        <Link
          href="/login"
          className="self-start text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink"
        >
          Use another e-mail address
        </Link>
      </div>
    </AuthCard>
  );
}
