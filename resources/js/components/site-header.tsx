import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { MyRecipeLink } from '@/components/my-recipe-link';
import { UserMenu } from '@/components/user-menu';
import type { ContestantRecipeLink, SignedInPerson } from '@/types';

/** The header stays put within this many pixels of the top (specification section 9). */
export const HEADER_SCROLL_OFFSET = 40;
/** Id of the landing intro; the header turns solid once it has scrolled past it. */
export const INTRO_ID = 'intro';

interface SiteHeaderProps {
  appName: string;
  user: SignedInPerson | null;
  /** A registered contestant's recipe link, shown beside the user menu. */
  recipe?: ContestantRecipeLink | null;
  /** true on the landing page: transparent over the dark intro, solid once past it. */
  overlay: boolean;
}

export function SiteHeader({ appName, user, recipe, overlay }: SiteHeaderProps) {
  const [hidden, setHidden] = useState(false);
  const [pastIntro, setPastIntro] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const sections = [
    { label: 'Past editions', id: 'past-editions' },
    { label: 'Judges', id: 'judges' },
    { label: 'FAQ', id: 'faq' },
  ].map((s) => ({ ...s, href: overlay ? `#${s.id}` : `/#${s.id}` }));

  // Hide while scrolling down, show again on the way up; never hide near the top.
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const delta = y - lastY;
      if (y <= HEADER_SCROLL_OFFSET) setHidden(false);
      else if (Math.abs(delta) >= 4) setHidden(delta > 0);
      if (Math.abs(delta) >= 4 || y <= HEADER_SCROLL_OFFSET) lastY = y;
      const intro = document.getElementById(INTRO_ID);
      setPastIntro(intro ? y >= intro.offsetTop + intro.offsetHeight - 80 : y > HEADER_SCROLL_OFFSET);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // The mobile menu is a native popover: it opens on a tap before the page's script has run, and the browser closes it
  // with Escape or a tap outside (focus back on the button). React follows its state, and closes it past the breakpoint.
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const menu = menuRef.current;
    if (menu) setMenuOpen(menu.matches(':popover-open'));
  }, []);
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const onChange = () => wide.matches && menuRef.current?.hidePopover();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen]);
  const closeMenu = () => menuRef.current?.hidePopover();

  // A keyboard user tabbing through the header must see it; a mouse click inside does not pin it.
  const solid = !overlay || pastIntro || menuOpen;
  const isHidden = hidden && !menuOpen && !focusInside;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <header
      className={clsx(
        'fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300 ease-out',
        isHidden ? '-translate-y-full' : 'translate-y-0',
        solid
          ? 'bg-ink/95 shadow-[0_1px_0_rgb(255_255_255/0.08),0_10px_30px_-12px_rgb(0_0_0/0.5)] backdrop-blur'
          : 'bg-transparent',
      )}
      data-testid="site-header"
      data-hidden={isHidden}
      data-solid={solid}
      onFocus={(event) => setFocusInside(event.target.matches(':focus-visible'))}
      onBlur={onBlur}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 md:h-20">
        <Link href="/" className="rounded-lg" aria-label={`${appName}, home`}>
          <BrandMark name={appName} />
        </Link>

        <div className="flex items-center gap-2 md:gap-6">
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={s.href}
                    className="rounded-full px-4 py-2 text-sm font-semibold text-white/85 transition-colors hover:bg-white/10 hover:text-white"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          {recipe && <MyRecipeLink recipe={recipe} display="hidden sm:inline-flex" />}
          {user ? (
            <UserMenu user={user} recipe={recipe} />
          ) : (
            <Link
              href="/login"
              className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-white/30 px-4 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:border-white hover:bg-white/10"
              data-testid="header-sign-in"
            >
              Sign in
            </Link>
          )}

          <button
            id="mobile-menu-button"
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            popoverTarget="mobile-menu"
            data-testid="mobile-menu-button"
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        ref={menuRef}
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        // Placed under the header's bar (64 px below md), over the browser's own popover box.
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-auto border-0 border-t border-white/10 bg-ink p-0 text-white md:hidden"
        data-testid="mobile-menu"
      >
        <nav aria-label="Mobile">
          <ul className="mx-auto flex max-w-7xl flex-col px-5 py-3 sm:px-8">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={s.href}
                  onClick={closeMenu}
                  className="flex items-center justify-between rounded-xl px-3 py-3.5 font-display text-xl text-white hover:bg-white/5"
                >
                  {s.label}
                  <span aria-hidden="true" className="text-yellow">
                    →
                  </span>
                </a>
              </li>
            ))}
            <li className="mt-2 border-t border-white/10 pt-3">
              <Link
                href="/terms-and-conditions"
                onClick={closeMenu}
                className="block rounded-xl px-3 py-3 text-sm font-semibold text-white/75 hover:bg-white/5 hover:text-white"
              >
                Terms and Conditions
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
