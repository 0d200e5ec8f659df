import { router, usePage } from '@inertiajs/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useErrorBanner } from '@/components/error-banner';
import { useFormCall } from '@/hooks/use-form-call';
import { emailError, requiredError } from '@/lib/validation';
import { submitOnce } from '@/lib/form-submit';

export interface LoginValues {
  email: string;
  password: string;
  remember_me: boolean;
}

type Field = 'email' | 'password';
const FIELDS = ['email', 'password'] as const;
export type LoginErrors = Partial<Record<Field, string>>;

interface Options {
  /** POST /judges/login or /admins/login. */
  endpoint: string;
  /** Where the 200 body says to go next (judges: body.redirectTo; admins: body.data.redirectTo). */
  redirectFrom: (body: unknown) => string | undefined;
  /** The judges' call may send remember_me; the admins' does not (specification section 7). */
  sendsRememberMe: boolean;
}

function validate(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  const password = requiredError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

/** State and submit logic shared by the judge and the administrator sign-in forms. */
export function useLoginForm({ endpoint, redirectFrom, sendsRememberMe }: Options) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember_me: false });
  const call = useFormCall<string, Field>({
    data: (body) => redirectFrom(body) || undefined,
    worded: [403, 429],
    fields: FIELDS,
  });
  // A refused single sign-on comes back as a flash error: the form shows it in its own alert, above the fields, so
  // that the next answer replaces it and no banner lies over the Sign in button on a phone.
  const flash = usePage().props.flash?.error ?? null;
  const [flashMessage, setFlashMessage] = useState<string | null>(flash);
  const setBanner = useErrorBanner();
  useEffect(() => {
    if (flash) setBanner(null);
    // The banner setter changes with every render of the layout; the flash is read once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flash]);

  const setValue = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'remember_me') call.clearError(key as Field);
  };

  const send = async (form: HTMLFormElement) => {
    const clientErrors = validate(values);
    call.setErrors(clientErrors);
    call.setMessage(null);
    setFlashMessage(null);
    const firstInvalid = FIELDS.find((field) => clientErrors[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }

    const body = {
      email: values.email.trim(),
      password: values.password,
      ...(sendsRememberMe ? { remember_me: values.remember_me } : {}),
    };
    // On success the button stays disabled until the next page replaces this one.
    const target = await call.run({ url: endpoint, json: body }, { keepBusy: true });
    if (target) router.visit(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => submitOnce(event, call.busy, send);

  const message = call.message ?? flashMessage;
  return { values, setValue, errors: call.errors as LoginErrors, message, processing: call.busy, onSubmit };
}
