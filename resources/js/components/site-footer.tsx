import { Link } from '@inertiajs/react';
import { BrandMark } from '@/components/brand-mark';
import { MailIcon } from '@/components/ui/icons';
import type { SharedContestProps } from '@/types';
import { HelpEmailLink } from '@/components/help-email-link';

export function SiteFooter({ contest }: { contest: SharedContestProps }) {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm">
          <BrandMark name={contest.appName} />
          <p className="mt-4 text-sm leading-relaxed text-muted-dark">
            An annual recipe contest celebrating the chefs and cooks behind every plate we serve.
          </p>
        </div>
        <div>
          <h2 className="text-xs font-semibold tracking-[0.18em] text-yellow uppercase">Need help?</h2>
          <HelpEmailLink className="mt-4 inline-flex items-center gap-2 text-sm font-semibold break-all text-white underline decoration-white/30 underline-offset-4 hover:decoration-yellow">
            <MailIcon className="size-4 shrink-0 text-yellow" />
          </HelpEmailLink>
          <p className="mt-2 text-sm text-muted-dark">We aim to reply within 24 hours.</p>
        </div>
        <div>
          <h2 className="text-xs font-semibold tracking-[0.18em] text-yellow uppercase">Contest</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link href="/" className="text-white/85 hover:text-white hover:underline">
                Home
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" className="text-white/85 hover:text-white hover:underline">
                Terms and Conditions
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-muted-dark sm:px-8">
          © {contest.editionYear} {contest.appName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
