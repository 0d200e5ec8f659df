import { Link } from '@inertiajs/react';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

/** Local storage key of the specification (section 9). */
export const COOKIE_FLAG_KEY = 'cookie-warning';

function alreadyAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_FLAG_KEY) === 'accepted';
  } catch {
    return false; // storage blocked: ask every visit
  }
}

// Accept remembers the choice in local storage; Decline only hides the bar for this visit (component state, so it
// returns on the next page load). The flag changes only through this bar, which then hides itself: nothing to subscribe to.
const subscribe = () => () => undefined;

/** The CSS variable that holds the bar's height while it shows (the page's bottom padding and scroll padding). */
const HEIGHT_VARIABLE = '--cookie-bar-height';

/**
 * Fixed at the bottom of the window but first in the page's tab order, and the page keeps its height free
 * (app.css), so no link or button is ever covered by it.
 */
export function CookieNotice() {
  // The server render cannot read local storage: it leaves the bar out, and the browser shows it once hydrated.
  const accepted = useSyncExternalStore(subscribe, alreadyAccepted, () => true);
  const [visible, setVisible] = useState(true);
  const bar = useRef<HTMLElement>(null);
  const showing = !accepted && visible;

  useLayoutEffect(() => {
    const element = bar.current;
    if (!showing || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [showing]);

  if (!showing) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_FLAG_KEY, 'accepted');
    } catch {
      // storage blocked: the bar still hides for this visit
    }
    setVisible(false);
  };

  return (
    <section
      ref={bar}
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-ink text-white shadow-[0_-12px_30px_-12px_rgb(0_0_0/0.35)]"
      data-testid="cookie-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-4 sm:px-8 md:flex-row md:items-center md:justify-between">
        <p className="max-w-3xl text-sm leading-relaxed text-white/85">
          We use cookies that keep you signed in and remember your preferences. No advertising cookies. Read
          our{' '}
          <Link
            href="/terms-and-conditions"
            className="font-semibold text-yellow underline underline-offset-4 hover:text-white"
          >
            Terms and Conditions
          </Link>
          .
        </p>
        <div className="flex shrink-0 gap-3">
          <Button color="outline-light" onClick={() => setVisible(false)}>
            Decline
          </Button>
          <Button color="yellow" onClick={accept}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
