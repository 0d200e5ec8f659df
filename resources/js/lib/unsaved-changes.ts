import type { PendingVisit, VisitOptions } from '@inertiajs/core';
import { router } from '@inertiajs/react';
import { UNSAVED_MESSAGES } from '@shared/messages';

// What leaving a page with changes not saved asks first, for every form at once. Forms say whether they have such
// changes (`useUnsavedChanges`); this module listens to the three ways out of a page:
// - an Inertia visit (a link, the logo, `router.visit`): Inertia's `before` event can only be cancelled on the spot,
//   so the visit is cancelled, the app's own dialog asks, and "Leave" sends the same visit again;
// - Back and Forward between the app's pages: Inertia swaps the page on `popstate`, after the address changed, and
//   has no event that can stop it. The browser's Navigation API can: a same-document traverse is cancelled, the
//   dialog asks, and "Leave" goes to the same history entry. Browsers without that API, and traverses the browser
//   does not let a page cancel (it allows one per user gesture, against pages that trap Back), leave without asking;
// - closing the tab, reloading, a full page load (sign-out): the browser's own prompt (`beforeunload`), whose
//   wording no page can set.

export interface LeaveGuard {
  dirty: boolean;
  /** What the dialog says: whether the changes are lost, or kept in this browser. */
  text: string;
}

const guards = new Set<LeaveGuard>();
type Prompt = (text: string) => Promise<boolean>;
let prompt: Prompt | null = null;
/** Set while a visit that was asked about, or a form's own visit after a save, goes ahead. */
let passing = false;
/**
 * That visit, until it finishes: an answer that turns it into a full page load (a new deployment's 409) must not
 * bring the browser's prompt after the person already chose to leave.
 */
let approvedVisit: string | null = null;
/** The history entry a traverse was allowed to reach after the dialog. */
let allowedTraverse: string | null = null;
let asking = false;

export function addLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

function dirtyGuard(): LeaveGuard | undefined {
  return [...guards].find((guard) => guard.dirty);
}

/** The dialog the layouts render; without one (a page outside them) the browser's confirm asks. */
export function setLeavePrompt(next: Prompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** Runs a visit without asking: a form's own navigation after a successful save. */
export function leaveWithoutAsking(visit: () => void): void {
  passing = true;
  try {
    visit();
  } finally {
    passing = false;
  }
}

async function mayLeave(text: string): Promise<boolean> {
  if (asking) return false;
  asking = true;
  try {
    return prompt ? await prompt(text) : window.confirm(`${UNSAVED_MESSAGES.title}\n\n${text}`);
  } finally {
    asking = false;
  }
}

function samePage(url: URL): boolean {
  const current = new URL(window.location.href);
  return url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;
}

/** The options of a cancelled visit, to send it again as it was (its own callbacks are not part of it). */
function visitOptions(visit: PendingVisit): VisitOptions {
  const options: VisitOptions & Partial<Omit<PendingVisit, keyof VisitOptions>> = { ...visit };
  for (const key of ['id', 'url', 'completed', 'cancelled', 'interrupted'] as const) delete options[key];
  return options;
}

let installed = false;

/** Called once by app.tsx, before the first page. */
export function installLeaveGuards(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;

  router.on('before', (event) => {
    const visit = event.detail.visit;
    if (passing) {
      approvedVisit = visit.id;
      return;
    }
    // A prefetch leaves nothing; a reload of this page (a partial one, the countdown's) keeps the form's state.
    if (visit.prefetch || (visit.method === 'get' && samePage(visit.url))) return;
    const guard = dirtyGuard();
    if (!guard) return;
    void mayLeave(guard.text).then((leave) => {
      if (leave) leaveWithoutAsking(() => router.visit(visit.url.href, visitOptions(visit)));
    });
    return false;
  });

  router.on('finish', (event) => {
    if (event.detail.visit.id === approvedVisit) approvedVisit = null;
  });
  // A visit cut short fires no `finish`; the next page, whatever brought it, starts without approval.
  router.on('navigate', () => {
    approvedVisit = null;
  });

  window.addEventListener('beforeunload', (event) => {
    if (passing || approvedVisit !== null || !dirtyGuard()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });

  // Chromium since 102, Firefox 147, Safari 26.2.
  if (!('navigation' in window)) return;
  const navigation = window.navigation;
  navigation.addEventListener('navigate', (event) => {
    if (event.navigationType !== 'traverse' || !event.destination.sameDocument) return;
    const key = event.destination.key;
    if (allowedTraverse === key) {
      allowedTraverse = null;
      return;
    }
    const guard = dirtyGuard();
    if (!guard || !event.cancelable) return;
    event.preventDefault();
    void mayLeave(guard.text).then((leave) => {
      if (!leave) return;
      allowedTraverse = key;
      const { committed, finished } = navigation.traverseTo(key);
      // Another navigation came first: the entry is no longer the one allowed.
      committed?.catch(() => {
        allowedTraverse = null;
      });
      finished?.catch(() => undefined);
    });
  });
}
