import { router } from '@inertiajs/react';
import { useModal } from '@/components/ui/modal';
import { useAdminCall } from '@/components/admin/settings/use-admin-call';
import { leaveWithoutAsking } from '@/hooks/use-unsaved-changes';
import type { FormRequest } from '@/hooks/use-form-call';
import type { SavedRecordProps } from '@/types';

/**
 * The save of an admin record form: checks first (each problem inline, and listed by the summary), then the call
 * with the submit disabled while it is in flight; on success the modal of section 8 ('Judge saved', …) and then the
 * list, without the question about unsaved changes. Any other failure shows the generic message.
 */
export function useRecordSave(savedTitle: string) {
  const { modal, confirm } = useModal();
  const call = useAdminCall<SavedRecordProps>();
  const errors = call.errors as Record<string, string>;

  const save = async (check: () => Record<string, string>, request: () => FormRequest) => {
    if (call.busy) return;
    const found = check();
    if (Object.keys(found).length > 0) {
      call.setErrors(found);
      call.setMessage(null);
      return;
    }
    const data = await call.run(request());
    if (!data) return;
    await confirm({ title: savedTitle, cancelLabel: null });
    leaveWithoutAsking(() => router.visit(data.redirectTo));
  };

  /** Drops a field's message once the person changes it (and so its line in the summary). */
  const clear = call.clearError;

  /** Drops the messages of a table: its own and those of its rows (`ingredients`, `ingredients.0.lines.2`, …). */
  const clearTable = (field: string) =>
    clear(...Object.keys(errors).filter((key) => key === field || key.startsWith(`${field}.`)));

  /** The props of the form's frame (RecordFormLayout): the messages, the busy state, the modal, and the submit. */
  const frame = (check: () => Record<string, string>, request: () => FormRequest) => ({
    alert: call.message,
    errors,
    busy: call.busy,
    modal,
    onSubmit: () => void save(check, request),
  });

  return {
    frame,
    busy: call.busy,
    alert: call.message,
    errors,
    save,
    clear,
    clearTable,
    modal,
    confirm,
  };
}
