import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

interface ModalFormProps {
  open: boolean;
  title: string;
  mode: 'add' | 'edit';
  /** 'Add' or 'Save', and Enter in a text field. */
  onSave: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** A small form in a modal (a table row): its button says 'Add' or 'Save'; cancelling closes it. */
export function ModalForm({ open, title, mode, onSave, onClose, testId, children }: ModalFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  // Enter in a text field saves, like the button (the form has no submit button of its own).
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') submit(event);
  };

  return (
    <Modal
      open={open}
      title={title}
      okLabel={mode === 'add' ? 'Add' : 'Save'}
      onResult={(ok) => (ok ? onSave() : onClose())}
    >
      <form
        noValidate
        onSubmit={submit}
        onKeyDown={enter}
        className="mt-6 flex flex-col gap-4"
        data-testid={testId}
      >
        {children}
      </form>
    </Modal>
  );
}
