import { Link, usePage } from '@inertiajs/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AreaLayout } from '@/layouts/area-layout';

/** The administration sections, in the order of the navigation. Pages live at these addresses or below. */
export const ADMIN_SECTIONS = [
  { label: 'Dashboard', href: '/admins/dashboard', match: /^\/admins\/dashboard\/?$/ },
  { label: 'Recipes', href: '/admins/recipes', match: /^\/admins\/(recipes|dashboard\/recipe)/ },
  { label: 'Contestants', href: '/admins/contestants', match: /^\/admins\/contestants/ },
  { label: 'Judges', href: '/admins/judges', match: /^\/admins\/judges/ },
  { label: 'Results', href: '/admins/results', match: /^\/admins\/results/ },
  { label: 'Admins', href: '/admins/admins', match: /^\/admins\/admins/ },
  { label: 'Whitelisted', href: '/admins/whitelisted', match: /^\/admins\/whitelisted/ },
  { label: 'Past editions', href: '/admins/past-editions', match: /^\/admins\/past-editions/ },
  { label: 'Settings', href: '/admins/settings', match: /^\/admins\/settings/ },
  { label: 'Audit log', href: '/admins/audit', match: /^\/admins\/audit/ },
] as const;

function AdminNav({ url }: { url: string }) {
  const path = url.split('?')[0];
  return (
    <nav aria-label="Administration" className="border-b border-sand bg-white" data-testid="admin-nav">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-3 sm:px-6 [scrollbar-width:thin]">
        {ADMIN_SECTIONS.map((section) => {
          const current = section.match.test(path);
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-12 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  current
                    ? 'border-yellow-deep text-ink'
                    : 'border-transparent text-muted hover:border-sand hover:text-ink',
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  const { props, url } = usePage();
  const signedIn = props.auth.user?.type === 'admin';
  return (
    <AreaLayout area="Administration" home="/admins/dashboard">
      {signedIn && <AdminNav url={url} />}
      {children}
    </AreaLayout>
  );
}
