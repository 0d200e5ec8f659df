import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { useScrolledPast } from '@/hooks/use-scroll-y';
import { prefersReducedMotion } from '@/lib/motion';

const SHOW_AFTER_PX = 480;

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  const button = useRef<HTMLButtonElement>(null);

  // The page's scroll padding keeps a focused control clear of the button when the browser scrolls to it; a control
  // already in view (the browser does not scroll) may still sit under it: it is moved up above the button.
  useEffect(() => {
    if (!visible) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !button.current || button.current.contains(target)) return;
      const covered = button.current.getBoundingClientRect();
      const box = target.getBoundingClientRect();
      const overlaps =
        box.bottom > covered.top &&
        box.top < covered.bottom &&
        box.right > covered.left &&
        box.left < covered.right;
      if (overlaps) window.scrollBy({ top: box.bottom - covered.top + 16, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [visible]);

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the button.
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button
      ref={button}
      type="button"
      onClick={toTop}
      tabIndex={visible ? 0 : -1}
      className={clsx(
        'pointer-events-auto mr-4 mb-4 inline-flex items-center gap-2 self-end rounded-full bg-ink py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lg ring-1 ring-white/15 transition-all duration-300 hover:bg-ink-soft sm:mr-6 sm:mb-6',
        visible ? 'translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
      )}
      data-testid="back-to-top"
    >
      <ArrowUpIcon className="size-4 text-yellow" />
      Back to top
    </button>
  );
}
