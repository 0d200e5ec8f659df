import { Link, usePage } from '@inertiajs/react';
import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { AreaLayout } from '@/layouts/area-layout';
import { setDisplayTimeZone } from '@/components/admin/format';

/** The administration sections, in the order of the navigation. Pages live at these addresses or below. */
export const ADMIN_SECTIONS = [
  { label: 'Dashboard', href: '/admins/dashboard', match: /^\/admins\/dashboard\/?$/ },
  { label: 'Recipes', href: '/admins/recipes', match: /^\/admins\/(recipes|dashboard\/recipe)/ },
  { label: 'Contestants', href: '/admins/contestants', match: /^\/admins\/contestants/ },
  { label: 'Judges', href: '/admins/judges', match: /^\/admins\/judges/ },
  { label: 'Results', href: '/admins/results', match: /^\/admins\/results/ },
  { label: 'Live final', href: '/admins/final', match: /^\/admins\/final/ },
  { label: "People's Choice", href: '/admins/peoples-choice', match: /^\/admins\/peoples-choice/ },
  { label: 'Admins', href: '/admins/admins', match: /^\/admins\/admins/ },
  { label: 'Whitelisted', href: '/admins/whitelisted', match: /^\/admins\/whitelisted/ },
  { label: 'Past editions', href: '/admins/past-editions', match: /^\/admins\/past-editions/ },
  { label: 'Settings', href: '/admins/settings', match: /^\/admins\/settings/ },
  { label: 'Audit log', href: '/admins/audit', match: /^\/admins\/audit/ },
] as const;

/** Which ends of the menu hide more sections: a fade and an arrow show each (the menu scrolls sideways on phones). */
function useScrollEdges(url: string) {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () =>
      setEdges({
        start: element.scrollLeft > 2,
        end: element.scrollLeft + element.clientWidth < element.scrollWidth - 2,
      });
    // The current section is brought into view, so that a phone never shows "Jud…" for the page one is on.
    const current = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && element.scrollWidth > element.clientWidth) {
      element.scrollLeft = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
    }
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [url]);

  const scrollBy = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.7, behavior: 'smooth' });
  return { list, edges, scrollBy };
}

function ScrollArrow({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <div
      className={clsx(
        'pointer-events-none absolute inset-y-0 flex items-center from-white from-45% to-transparent',
        side === 'start' ? 'left-0 bg-linear-to-r pr-8 pl-1' : 'right-0 bg-linear-to-l pr-1 pl-8',
      )}
      data-testid={`admin-nav-more-${side}`}
    >
      {/* For the pointer only: keyboard users reach every section by Tab, and the menu scrolls to the focused one. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
        className="pointer-events-auto inline-flex size-9 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-sand hover:bg-cream"
      >
        <Icon className="size-4" />
      </button>
    </div>
  );
}

function AdminNav({ url }: { url: string }) {
  const path = url.split('?')[0];
  const { list, edges, scrollBy } = useScrollEdges(url);
  return (
    <nav
      aria-label="Administration"
      className="border-b border-sand bg-white print:hidden"
      data-testid="admin-nav"
    >
      <div className="relative mx-auto max-w-7xl">
        <ul
          ref={list}
          className="flex gap-1 overflow-x-auto px-3 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
        >
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
        {edges.start && <ScrollArrow side="start" onClick={() => scrollBy(-1)} />}
        {edges.end && <ScrollArrow side="end" onClick={() => scrollBy(1)} />}
      </div>
    </nav>
  );
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  const { props, url } = usePage();
  const signedIn = props.auth.user?.type === 'admin';
  // Before the page renders its dates: every time an admin reads is in the contest's zone.
  setDisplayTimeZone(props.contest.timeZone);
  return (
    <AreaLayout area="Administration" home="/admins/dashboard">
      {signedIn && <AdminNav url={url} />}
      {children}
      <UnsavedChangesDialog />
    </AreaLayout>
  );
}
