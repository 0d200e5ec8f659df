import { usePage } from '@inertiajs/react';
import { useEffect } from 'react';

const SERVICE_WORKER = '/build/judges-sw.js';

/**
 * Makes the judges' pages work offline once opened: registers the judges' service worker and, on a list page, asks
 * it to keep the list and each listed recipe's vote page (with their images) for when the network is away.
 */
export function useJudgeDevice(): void {
  const { props, url, version } = usePage();
  const signedIn = props.auth.user?.type === 'judge';
  const recipes = (props as { recipes?: Array<{ voteUrl: string }> }).recipes;

  useEffect(() => {
    if (!signedIn || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/judges/' }).catch(() => {
      // No service worker (a browser without it, a private window): the pages work online as before.
    });
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || !recipes || !('serviceWorker' in navigator)) return;
    const urls = [url, ...recipes.map((recipe) => recipe.voteUrl)];
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'warm', urls, version }),
    );
  }, [signedIn, url, recipes, version]);
}
