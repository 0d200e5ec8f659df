import clsx from 'clsx';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { prefersReducedMotion } from '@/lib/motion';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** Shown in the panel's top bar; also its accessible name unless `ariaLabel` is given. */
  title: string;
  ariaLabel?: string;
  children: ReactNode;
  testId?: string;
  /** Label of the close button (accessible name). */
  closeLabel?: string;
}

const LEAVE_MS = 300;

/**
 * A modal panel that slides in from the right. Small and dependency-free (no Headless UI) because the landing
 * page opens it (loaded on demand there): focus is trapped and restored, Escape and the backdrop close it, page
 * scroll is locked on <html> and <body>, and the rest of the page is inert while it is open.
 */
export function SidePanel({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  testId,
  closeLabel = 'Close',
}: SidePanelProps) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const leaving = present && !open;

  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Declared before the focus trap: its cleanup lifts `inert` before focus goes back to the page.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // Everything behind the panel leaves the tab order and the accessibility tree.
    const app = document.getElementById('app');
    app?.setAttribute('inert', '');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      app?.removeAttribute('inert');
    };
  }, [open, onClose]);
  useScrollLock(open);
  useFocusTrap(panel, open, closeButton);

  // Unmount after the slide-out transition.
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setPresent(false), prefersReducedMotion() ? 0 : LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  if (!present) return null;

  return createPortal(
    <div className="fixed inset-0 z-50" data-testid={testId} data-state={open ? 'open' : 'closed'}>
      <div
        className={clsx(
          'absolute inset-0 bg-ink/55 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0',
          leaving && 'opacity-0',
        )}
        aria-hidden="true"
        data-testid={testId ? `${testId}-backdrop` : undefined}
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ariaLabel ? undefined : titleId}
        aria-label={ariaLabel}
        tabIndex={-1}
        className={clsx(
          'absolute inset-y-0 right-0 flex w-[min(32rem,calc(100%-2.5rem))] flex-col bg-white shadow-2xl outline-none',
          'transition-transform duration-300 ease-out starting:translate-x-full',
          leaving && 'translate-x-full',
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-sand px-6 py-4">
          <h2 id={titleId} className="truncate text-sm font-semibold tracking-[0.16em] text-muted uppercase">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
