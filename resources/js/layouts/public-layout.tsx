import { usePage } from '@inertiajs/react';
import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { BackToTop } from '@/components/back-to-top';
import { CookieNotice } from '@/components/cookie-notice';
import { ErrorBanner, ErrorBannerContext } from '@/components/error-banner';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';

/** The public site: landing page, past editions, terms, and error pages. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const { props, component, url } = usePage();
  // The landing page's dark intro runs under a transparent header.
  const overlay = component === 'public/landing';
  // Once a page sets its message (even none), it replaces the server's flash on that address: one message at a time.
  const [pageError, setPageError] = useState<{ url: string; message: string | null } | null>(null);
  const setError = (message: string | null) => setPageError({ url, message });
  const error = pageError?.url === url ? pageError.message : props.flash?.error;

  return (
    <ErrorBannerContext value={setError}>
      <div id="top" tabIndex={-1} className="outline-none" />
      <CookieNotice />
      <SkipLink />
      <SiteHeader
        appName={props.contest.appName}
        user={props.auth.user}
        recipe={props.auth.recipe}
        overlay={overlay}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={clsx('outline-none', !overlay && 'pt-16 md:pt-20')}>
        {children}
      </main>
      <SiteFooter contest={props.contest} />
      <div
        className="pointer-events-none fixed inset-x-0 z-30 flex flex-col"
        style={{ bottom: 'var(--cookie-bar-height, 0px)' }}
      >
        <BackToTop />
        <ErrorBanner message={error} />
      </div>
    </ErrorBannerContext>
  );
}
