import { createContext, useContext, useState } from 'react';
import { AlertIcon } from '@/components/ui/icons';

/**
 * Lets a page put its own message in the layout's error banner. A page's message (or its null) replaces the server's
 * flash error on that address, so an old message never stays beside a new one.
 */
export const ErrorBannerContext = createContext<(message: string | null) => void>(() => {});

export function useErrorBanner(): (message: string | null) => void {
  return useContext(ErrorBannerContext);
}

/** Shown while its text is non-empty; Dismiss hides it until the text changes. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  const text = message?.trim() ?? '';
  const [dismissedText, setDismissedText] = useState<string | null>(null);
  const [previous, setPrevious] = useState(text);
  if (text !== previous) {
    // New text: show the banner again even if an earlier message was dismissed.
    setPrevious(text);
    setDismissedText(null);
  }
  if (!text || dismissedText === text) return null;

  return (
    <div className="pointer-events-auto border-t border-danger/30 bg-danger-soft" data-testid="error-banner">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-5 py-4 sm:items-center sm:px-8">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger sm:mt-0" />
        <p role="alert" className="flex-1 text-sm font-medium text-danger">
          {text}
        </p>
        <button
          type="button"
          onClick={() => setDismissedText(text)}
          className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-danger underline underline-offset-4 hover:bg-danger/10"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
