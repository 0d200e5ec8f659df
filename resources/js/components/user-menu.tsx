import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { forgetDrafts } from '@/lib/drafts';
import { signOutGuard } from '@/lib/sign-out-guard';
import type { ContestantRecipeLink, SignedInPerson } from '@/types';

interface UserMenuProps {
  user: SignedInPerson;
  /** A registered contestant's recipe: first in the menu, so that no page is a dead end. */
  recipe?: ContestantRecipeLink | null;
  /** 'light' sits on the dark header; 'dark' on light backgrounds. */
  tone?: 'light' | 'dark';
}

/** Signs out, once the page that holds something unsent (a judge's kept scores) has had its say. */
function signOut(event: MouseEvent<HTMLAnchorElement>): void {
  const guard = signOutGuard();
  if (!guard) {
    forgetDrafts();
    return;
  }
  event.preventDefault();
  const href = event.currentTarget.href;
  void guard().then((ok) => {
    if (!ok) return;
    forgetDrafts();
    window.location.assign(href);
  });
}

/**
 * The avatar button and its menu (menu button pattern of the ARIA practices).
 * Opens on click, Enter, Space or ArrowDown; closes on Escape, Tab, or a click outside.
 * Hand-written rather than Headless UI's Menu: it ships on the landing page, where every kilobyte counts.
 */
export function UserMenu({ user, recipe, tone = 'light' }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const items = [
    ...(recipe ? [{ label: `${recipe.label} (${recipe.status})`, href: recipe.href }] : []),
    ...(user.type === 'user' ? [{ label: 'My profile', href: '/user/profile' }] : []),
    ...(user.type === 'judge' ? [{ label: 'My account', href: '/judges/account' }] : []),
    // The browser may be shared: what this person typed and did not save goes with them.
    { label: 'Logout', href: '/logout', onClick: signOut },
  ];

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        data-testid="user-menu-button"
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full p-1 pr-2 transition-colors',
          tone === 'light' ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-ink/5',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-yellow font-display text-lg font-bold text-ink uppercase"
        >
          {user.initial}
        </span>
        <ChevronDownIcon className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          data-testid="user-menu"
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right animate-fade-in overflow-hidden rounded-2xl border border-sand bg-white py-2 text-ink shadow-xl"
        >
          <div className="border-b border-sand px-4 pt-1 pb-3" role="none">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          {items.map((item) => (
            <a
              key={item.href}
              href={item.href}
              onClick={'onClick' in item ? item.onClick : undefined}
              role="menuitem"
              tabIndex={-1}
              className="block px-4 py-2.5 text-sm font-medium hover:bg-cream focus-visible:bg-cream focus-visible:shadow-[inset_0_0_0_2px_var(--color-ink)] focus-visible:outline-none"
            >
              {item.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
