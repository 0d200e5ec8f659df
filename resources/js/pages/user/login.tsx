import { Link, router, usePage } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { AuthCard, Divider } from '@/components/auth-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { KeyIcon, MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { changeClearing } from '@/lib/field-props';
import { useHydrated } from '@/hooks/use-hydrated';
import { redirectOf, useFormCall } from '@/hooks/use-form-call';
import { emailError, messages } from '@/lib/validation';
import { SIGN_IN_LEADS } from '@shared/site/phase-copy';
import { submitOnce } from '@/lib/form-submit';

const RECENT_LINK = "You've recently requested a login link. Please wait a moment before trying again.";

interface ValidDomainAnswer {
  redirectTo?: string;
  isSodexo?: boolean;
  message?: string;
  errors?: { email?: string[] };
}

export default function ContestantLogin() {
  const { contest } = usePage().props;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const call = useFormCall<string>({ data: redirectOf });
  const processing = call.busy;
  const hydrated = useHydrated();

  const send = async (form: HTMLFormElement) => {
    const invalid = emailError(email);
    setError(invalid);
    setMessage(null);
    if (invalid) {
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    // On success the button stays disabled until the next page replaces this one.
    const answer = await call.send<ValidDomainAnswer>(
      { url: '/user/validDomain', json: { email: email.trim() } },
      { keepBusy: true },
    );
    if (answer.ok) {
      router.visit(answer.data);
      return;
    }
    const { status, body } = answer;
    if (status === 301 && body?.isSodexo && body.redirectTo) {
      // Single sign-on leaves the app for the identity provider: a full navigation, not an Inertia visit.
      call.setBusy(true);
      window.location.assign(body.redirectTo);
      return;
    }
    if (status === 422 && body?.errors?.email?.[0]) setError(body.errors.email[0]);
    else if (status === 403 && body?.message) setMessage(body.message);
    else if (status === 429) setMessage(RECENT_LINK);
    else setMessage(messages.generic);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => submitOnce(event, processing, send);

  return (
    <AuthCard
      pageTitle="Sign in"
      eyebrow="Contestants"
      title="Welcome!"
      // Only an open window invites writing a recipe; otherwise the lead says what signing in still gives.
      lead={SIGN_IN_LEADS[contest.phase]}
    >
      <section aria-labelledby="sso-heading">
        <h2 id="sso-heading" className="text-sm font-semibold text-ink">
          Company employees
        </h2>
        <p className="mt-1 text-sm text-muted">Use your company account: no password to remember.</p>
        <ButtonLink
          href="/login/user"
          color="yellow"
          size="lg"
          className="mt-4 w-full"
          data-testid="sso-link"
        >
          <KeyIcon className="size-5" />
          Sign in with single sign-on
        </ButtonLink>
      </section>
      <Divider label="Partner clients" />
      <form noValidate onSubmit={onSubmit} aria-busy={processing} aria-labelledby="partner-heading">
        <h2 id="partner-heading" className="sr-only">
          Partner clients
        </h2>
        <FormAlert message={message} className="mb-5" />
        <fieldset disabled={!hydrated} className="min-w-0">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={changeClearing(setEmail, () => setError(undefined))}
            error={error}
            hint="We e-mail you a link that signs you in. No password needed."
          />
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={processing}>
            {processing ? <Spinner /> : <MailIcon className="size-5" />}
            Sign in
          </Button>
        </fieldset>
      </form>
      <p className="mt-8 border-t border-sand pt-5 text-center text-sm text-muted">
        Judges and administrators:{' '}
        <Link
          href="/judges/login"
          className="font-semibold whitespace-nowrap text-ink underline underline-offset-4"
        >
          Judge sign-in
        </Link>{' '}
        ·{' '}
        <Link
          href="/admins/login"
          className="font-semibold whitespace-nowrap text-ink underline underline-offset-4"
        >
          Administrator sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
