import { type FormEvent, useId } from 'react';
import { NoteIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';

/** 'kept': saved on the device while the network is away, sent when it returns. */
export type NoteStatus = 'idle' | 'saving' | 'saved' | 'changed' | 'kept';

interface NoteBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  status: NoteStatus;
  error?: string;
  message: string | null;
  /** The round takes notes; otherwise the note is read-only. */
  open: boolean;
}

/** The judge's private note (required when saved), kept on the same record as the vote. */
export function NoteBox({ value, onChange, onSave, status, error, message, open }: NoteBoxProps) {
  const statusId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'saving' && open) onSave();
  };
  return (
    <section
      aria-labelledby="note-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="note-box"
    >
      <div className="flex items-center gap-2">
        <NoteIcon className="size-5 text-muted" />
        <h2 id="note-heading" className="font-display text-2xl font-semibold">
          Your note
        </h2>
      </div>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormAlert message={message} />
        <TextareaField
          label="Note"
          name="note"
          rows={5}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          readOnly={!open}
          maxLength={5000}
          hint="Private: only you and the contest administrators can read it."
          placeholder={open ? 'What stood out, what to ask at the tasting…' : 'No note'}
        />
        <div className="flex items-center justify-between gap-3">
          <p id={statusId} role="status" className="text-sm font-medium text-muted" data-testid="note-status">
            {status === 'saved'
              ? 'Note saved'
              : status === 'kept'
                ? 'Kept on this device: sent when the network is back'
                : status === 'changed'
                  ? 'Unsaved changes'
                  : ''}
          </p>
          {open && (
            <Button type="submit" color="black" busy={status === 'saving'}>
              Save note
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
