import { useEffect } from 'react';
import { useModal } from '@/components/ui/modal';
import { setLeavePrompt } from '@/lib/unsaved-changes';
import { UNSAVED_MESSAGES } from '@shared/messages';

/**
 * The dialog that asks before a visit leaves a form with unsaved changes (lib/unsaved-changes.ts), rendered once by
 * the layouts of the areas that have forms. "Stay on this page" has the focus: Enter or Escape keeps the changes.
 */
export function UnsavedChangesDialog() {
  const { modal, confirm } = useModal();
  useEffect(
    () =>
      setLeavePrompt((text) =>
        confirm({
          title: UNSAVED_MESSAGES.title,
          text,
          okLabel: UNSAVED_MESSAGES.leave,
          cancelLabel: UNSAVED_MESSAGES.stay,
          tone: 'danger',
          focus: 'cancel',
        }),
      ),
    [confirm],
  );
  return modal;
}
