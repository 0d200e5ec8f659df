import { router, usePage } from '@inertiajs/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useErrorBanner } from '@/components/error-banner';
import { postJson } from '@/lib/http';
import { emailError, messages, requiredError } from '@/lib/validation';

export interface LoginValues {
  email: string;
  password: string;
  remember_me: boolean;
}

type Field = 'email' | 'password';
export type LoginErrors = Partial<Record<Field, string>>;

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
}

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

function firstMessage(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** State and submit logic shared by the judge and the administrator sign-in forms. */
export function useLoginForm({ endpoint, redirectFrom, sendsRememberMe }: Options) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember_me: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  // A refused single sign-on comes back as a flash error: the form shows it in its own alert, above the fields, so
  // that the next answer replaces it and no banner lies over the Sign in button on a phone.
  const flash = usePage().props.flash?.error ?? null;
  const [message, setMessage] = useState<string | null>(flash);
  const [processing, setProcessing] = useState(false);
  const setBanner = useErrorBanner();
  useEffect(() => {
    if (flash) setBanner(null);
    // The banner setter changes with every render of the layout; the flash is read once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flash]);

  const setValue = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const send = async (form: HTMLFormElement) => {
    const clientErrors = validate(values);
    setErrors(clientErrors);
    setMessage(null);
    const firstInvalid = (['email', 'password'] as const).find((field) => clientErrors[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }

    setProcessing(true);
    const { status, body } = await postJson(endpoint, {
      email: values.email.trim(),
      password: values.password,
      ...(sendsRememberMe ? { remember_me: values.remember_me } : {}),
    });

    if (status === 200) {
      const target = redirectFrom(body);
      if (target) {
        // The button stays disabled until the next page replaces this one.
        router.visit(target);
        return;
      }
    }
    setProcessing(false);

    const error = (body ?? {}) as ErrorBody;
    const serverMessage = typeof error.message === 'string' && error.message ? error.message : null;
    if (status === 422 && error.errors) {
      const fieldErrors: LoginErrors = {
        email: firstMessage(error.errors.email),
        password: firstMessage(error.errors.password),
      };
      setErrors(fieldErrors);
      if (!fieldErrors.email && !fieldErrors.password) setMessage(serverMessage ?? messages.generic);
    } else if ((status === 403 || status === 429) && serverMessage) {
      setMessage(serverMessage);
    } else {
      setMessage(messages.generic);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!processing) void send(event.currentTarget);
  };

  return { values, setValue, errors, message, processing, onSubmit };
}
