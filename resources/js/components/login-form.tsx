import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLoginForm } from '@/hooks/use-login-form';
import { fieldBinder } from '@/lib/field-props';

interface LoginFormProps {
  endpoint: string;
  redirectFrom: (body: unknown) => string | undefined;
  /** Address of the 'Forgot your password?' page. */
  forgotHref: string;
  /** Rendered under the submit button (the administrators' single sign-on link). */
  footer?: ReactNode;
  /** Whether 'Remember me' is sent with the call (judges) or only shown (admins; specification section 7). */
  sendsRememberMe?: boolean;
}

/** Email, password, remember me and 'Sign in': the form of the judge and administrator sign-in pages. */
export function LoginForm({
  endpoint,
  redirectFrom,
  forgotHref,
  footer,
  sendsRememberMe = true,
}: LoginFormProps) {
  const { values, setValue, errors, message, processing, onSubmit } = useLoginForm({
    endpoint,
    redirectFrom,
    sendsRememberMe,
  });
  const hydrated = useHydrated();

  const field = fieldBinder(values, errors, setValue);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={processing}>
      <FormAlert message={message} className="mb-5" />
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-5">
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            name="remember_me"
            label="Remember me"
            checked={values.remember_me}
            onChange={(e) => setValue('remember_me', e.target.checked)}
          />
          <Link
            href={forgotHref}
            className="text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" color="black" size="lg" busy={processing} className="mt-1 w-full">
          Sign in
        </Button>
      </fieldset>
      {footer}
    </form>
  );
}
