import { Link, usePage } from '@inertiajs/react';
import { type ReactNode, useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { ErrorBanner, ErrorBannerContext } from '@/components/error-banner';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { MyRecipeLink } from '@/components/my-recipe-link';
import { UserMenu } from '@/components/user-menu';
import { useHydrated } from '@/hooks/use-hydrated';
import { HelpEmailLink } from '@/components/help-email-link';

interface AreaLayoutProps {
  /** Shown next to the brand: 'Judges', 'Administration', 'Contestants'. */
  area: string;
  /** Where the brand link leads inside the area. */
  home: string;
  children: ReactNode;
}

/** The frame shared by the signed-in areas (judges, administrators, contestants). */
export function AreaLayout({ area, home, children }: AreaLayoutProps) {
  const { props, url } = usePage();
  // Once a page sets its message (even none), it replaces the server's flash on that address: one message at a time.
  const [pageError, setPageError] = useState<{ url: string; message: string | null } | null>(null);
  const setError = (message: string | null) => setPageError({ url, message });
  const error = pageError?.url === url ? pageError.message : props.flash?.error;
  const { contest, auth } = props;
  const hydrated = useHydrated();

  return (
    <ErrorBannerContext value={setError}>
      <div id="top" tabIndex={-1} className="outline-none" />
      <SkipLink />
      <div className="flex min-h-svh flex-col">
        <header className="bg-ink text-white print:hidden">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
            <div className="flex min-w-0 items-center gap-4">
              <Link
                href={home}
                className="min-w-0 rounded-lg"
                aria-label={`${contest.appName}, ${area} home`}
              >
                <BrandMark
                  name={contest.appName}
                  className="[&>span:last-child]:hidden lg:[&>span:last-child]:inline [&>span:last-child]:whitespace-nowrap"
                />
              </Link>
              <span className="rounded-full border border-yellow/50 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-yellow uppercase">
                {area}
              </span>
            </div>
            <div className="flex items-center gap-2">
              {auth.recipe && <MyRecipeLink recipe={auth.recipe} display="hidden sm:inline-flex" />}
              {auth.user && <UserMenu user={auth.user} recipe={auth.recipe} />}
            </div>
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {/* Every form of a server-rendered page stays closed until React runs it (see useHydrated). The fieldset lays
              the page out as main does, so the page is framed as if it were not there. */}
          <fieldset
            disabled={!hydrated}
            data-hydrating={hydrated ? undefined : ''}
            className="flex min-w-0 flex-1 flex-col"
          >
            {children}
          </fieldset>
        </main>
        <footer className="border-t border-sand bg-white print:hidden">
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
            <p>
              © {contest.editionYear} {contest.appName}
            </p>
            <p>
              Need help? <HelpEmailLink />
            </p>
          </div>
        </footer>
      </div>
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex flex-col">
        <ErrorBanner message={error} />
      </div>
    </ErrorBannerContext>
  );
}
