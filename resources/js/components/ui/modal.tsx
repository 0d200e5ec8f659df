import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import clsx from 'clsx';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// Headless UI Dialog gives the focus trap, Escape, outside click, inert background and the scroll lock
// (overflow hidden on <html>). It is only imported by pages that show a modal, so the landing page
// never loads it.
//
// The dialog fades in with CSS alone (`starting:`, as the side panel does) and is gone the moment it closes. Headless
// UI's own `transition` once kept an answered dialog mounted, invisible and "open" (`data-enter`, `data-closed`) for
// 30 s in CI: its overlay took every press and the page behind stayed inert. Without it nothing is left to get stuck,
// and the page is usable as soon as the dialog is answered (with the transition, the page behind also stays inert
// through the fade-out, tailwindlabs/headlessui#3506).

export interface ModalOptions {
  title: string;
  text?: ReactNode;
  /** Defaults to 'Accept'. */
  okLabel?: string;
  /** Defaults to 'Cancel'; null shows the OK button alone (for success messages). */
  cancelLabel?: string | null;
  /** 'danger' draws the OK button for destructive actions (delete). */
  tone?: 'default' | 'danger';
  /** 'wide' for dialogs that show a document (a mail preview). */
  size?: 'default' | 'wide';
  /** Disables the OK button (e.g. nothing to send). */
  okDisabled?: boolean;
  /**
   * The button that has the focus when the dialog opens, so Enter answers it. Default: OK when it stands alone (a
   * success message), otherwise none (the panel), so Enter never confirms a choice by accident.
   */
  focus?: 'ok' | 'cancel';
}

export interface ModalProps extends ModalOptions {
  open: boolean;
  /** true on OK; false on Cancel, Escape or a click outside. */
  onResult: (ok: boolean) => void;
  children?: ReactNode;
}

export function Modal({
  open,
  onResult,
  title,
  text,
  okLabel = 'Accept',
  cancelLabel = 'Cancel',
  tone = 'default',
  size = 'default',
  okDisabled = false,
  focus = cancelLabel === null ? 'ok' : undefined,
  children,
}: ModalProps) {
  // Headless UI focuses the first element marked data-autofocus, else the panel.
  const autofocus = (button: 'ok' | 'cancel') => (focus === button ? { 'data-autofocus': true } : {});
  return (
    <Dialog
      open={open}
      onClose={() => onResult(false)}
      className="relative z-50 transition-opacity duration-300 ease-out starting:opacity-0 motion-reduce:transition-none"
      data-testid="modal"
    >
      <div className="fixed inset-0 bg-ink/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className={clsx(
            'w-full rounded-2xl bg-white p-6 shadow-2xl sm:p-8',
            size === 'wide' ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <DialogTitle className="font-display text-2xl font-semibold text-ink">{title}</DialogTitle>
          {text && <Description className="mt-3 text-base leading-relaxed text-muted">{text}</Description>}
          {children}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {cancelLabel !== null && (
              <Button color="outline" onClick={() => onResult(false)} {...autofocus('cancel')}>
                {cancelLabel}
              </Button>
            )}
            <Button
              color={tone === 'danger' ? 'danger' : 'yellow'}
              disabled={okDisabled}
              onClick={() => onResult(true)}
              {...autofocus('ok')}
            >
              {okLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * A promise-based modal: `if (await confirm({ title: 'Delete selected rows', okLabel: 'Delete' })) ...`.
 * Render `modal` once in the page.
 */
export function useModal(): { modal: ReactNode; confirm: (options: ModalOptions) => Promise<boolean> } {
  const [state, setState] = useState<{ open: boolean; options: ModalOptions }>({
    open: false,
    options: { title: '' },
  });
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((options: ModalOptions) => {
    resolver.current?.(false);
    setState({ open: true, options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const onResult = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setState((current) => ({ ...current, open: false }));
  }, []);

  return { modal: <Modal {...state.options} open={state.open} onResult={onResult} />, confirm };
}
