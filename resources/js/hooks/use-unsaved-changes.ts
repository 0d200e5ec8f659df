import { useEffect, useRef } from 'react';
import { addLeaveGuard, type LeaveGuard } from '@/lib/unsaved-changes';
import { UNSAVED_MESSAGES } from '@shared/messages';

export { leaveWithoutAsking } from '@/lib/unsaved-changes';

/**
 * While `dirty`, leaving the page asks first: the app's dialog for a visit inside the app (a link, the logo, Back),
 * the browser's prompt for a reload, a closed tab or a full page load. `kept`: the form's text stays in this browser
 * (the recipe editor), which the dialog says. A form's own visit after a save goes through `leaveWithoutAsking`.
 */
export function useUnsavedChanges(dirty: boolean, { kept = false }: { kept?: boolean } = {}): void {
  const guard = useRef<LeaveGuard>({ dirty: false, text: UNSAVED_MESSAGES.lost });
  useEffect(() => {
    guard.current.dirty = dirty;
    guard.current.text = kept ? UNSAVED_MESSAGES.kept : UNSAVED_MESSAGES.lost;
  }, [dirty, kept]);
  useEffect(() => {
    const current = guard.current;
    const remove = addLeaveGuard(current);
    return () => {
      current.dirty = false;
      remove();
    };
  }, []);
}

/** Whether two form values differ (plain data: text, numbers, booleans, arrays and objects of them). */
export function differs(value: unknown, saved: unknown): boolean {
  return JSON.stringify(value) !== JSON.stringify(saved);
}
