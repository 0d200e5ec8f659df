import { Head, usePage } from '@inertiajs/react';
import { HelpEmailLink } from '@/components/help-email-link';

interface Props {
  status: number;
  title: string;
  message: string;
  /** On a 5xx page: the request's id, which finds its line in the log. */
  requestId?: string | null;
}

/** Where a signed-in person goes back to from an error: their own list or recipe, not the public site. */
const WAY_BACK = {
  judge: { href: '/judges/dashboard', label: 'Back to the recipes' },
  admin: { href: '/admins/dashboard', label: 'Back to the dashboard' },
  user: { href: '/user/recipe', label: 'Back to your recipe' },
} as const;

export default function ErrorPage({ status, title, message, requestId }: Props) {
  const { auth } = usePage().props;
  const back = auth.user ? WAY_BACK[auth.user.type] : { href: '/', label: 'Back to home' };
  return (
    <>
      <Head title={title} />
      <section className="intro-backdrop text-white" aria-labelledby="error-heading">
        <div className="mx-auto flex min-h-[calc(100svh-10rem)] max-w-3xl flex-col items-start justify-center px-5 py-20 sm:px-8">
          <p
            className="font-display text-7xl font-semibold text-yellow sm:text-8xl"
            data-testid="error-status"
          >
            {status}
          </p>
          <h1
            id="error-heading"
            className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/80">{message}</p>
          {requestId && (
            <p className="mt-3 text-sm text-white/70" data-testid="error-reference">
              If you contact us, please quote this reference:{' '}
              <span className="font-mono text-white select-all">{requestId}</span>
            </p>
          )}
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
            {/* A full page load: after an error the client state is not worth keeping. */}
            <a
              href={back.href}
              className="inline-flex h-12 items-center justify-center rounded-full bg-yellow px-6 font-semibold text-ink hover:bg-yellow-deep"
              data-testid="error-back"
            >
              {back.label}
            </a>
            <p className="text-sm text-white/70">
              Need help? <HelpEmailLink className="font-semibold text-white underline underline-offset-4" />
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
