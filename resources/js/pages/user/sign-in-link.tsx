import { router } from '@inertiajs/react';
import { useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { redirectOf, useFormCall } from '@/hooks/use-form-call';
import { messages } from '@/lib/validation';
import { EmailAddress } from '@/components/ui/email-address';

interface Props {
  state: 'ready' | 'used' | 'expired' | 'invalid';
  email: string | null;
  /** Why the link cannot be used; null when it can. */
  message: string | null;
}

const TITLES: Record<Props['state'], string> = {
  ready: 'Continue to sign in',
  used: 'This link was already used',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
};

/** The page a mailed link opens: only its button signs in, so a mail scanner opening the link cannot use it. */
export default function SignInLink({ state, email, message }: Props) {
  const call = useFormCall<string>({ data: redirectOf });
  const processing = call.busy;
  const [failure, setFailure] = useState<string | null>(null);

  const proceed = async () => {
    setFailure(null);
    // On success the button stays disabled until the next page replaces this one.
    const answer = await call.send<{ message?: string }>(
      { url: window.location.pathname, json: {} },
      { keepBusy: true },
    );
    if (answer.ok) {
      router.visit(answer.data);
      return;
    }
    setFailure(answer.body?.message ?? messages.generic);
  };

  return (
    <AuthCard eyebrow="Contestants" title={TITLES[state]}>
      {state === 'ready' ? (
        <div className="flex flex-col gap-6">
          <p className="text-base leading-relaxed text-ink">
            You are signing in as{' '}
            <strong className="font-semibold">
              <EmailAddress email={email ?? ''} />
            </strong>
            .
          </p>
          <FormAlert message={failure} />
          {failure ? (
            <ButtonLink href="/login" color="black" size="lg" className="w-full">
              Ask for a new link
            </ButtonLink>
          ) : (
            <Button
              color="yellow"
              size="lg"
              className="w-full"
              onClick={() => void proceed()}
              disabled={processing}
            >
              {processing ? <Spinner /> : null}
              Continue
              {!processing && <ArrowRightIcon className="size-5" />}
            </Button>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-base leading-relaxed text-ink" data-testid="link-message">
            {message}
          </p>
          <ButtonLink href="/login" color="black" size="lg" className="w-full">
            Ask for a new link
          </ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
