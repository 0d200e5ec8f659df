import { type FormEvent, type ReactNode, useId } from 'react';
import { NoteIcon, PlateIcon } from '@/components/ui/icons';
import { Button, type ButtonColor } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { CHEF_COMMENT_MAX_LENGTH, CHEF_FEEDBACK_TEXT } from '@shared/judging/chef-feedback';

/** 'kept': saved on the device while the network is away, sent when it returns. */
export type NoteStatus = 'idle' | 'saving' | 'saved' | 'changed' | 'kept';

interface TextBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  status: NoteStatus;
  error?: string;
  message: string | null;
  /** The round takes the text; otherwise it is read-only. */
  open: boolean;
}

/** What tells the judge's two texts apart: their words, size and where the tests find them. */
interface TextBoxKind {
  name: 'note' | 'comment';
  icon: ReactNode;
  heading: string;
  label: string;
  hint: string;
  rows: number;
  maxLength: number;
  placeholder: string;
  empty: string;
  saved: (value: string) => string;
  button: { label: string; color: ButtonColor };
  testId: string;
}

/** A text the judge writes beside the scores and saves with its own button: the private note, the chef's comment. */
function JudgeTextBox({
  kind,
  value,
  onChange,
  onSave,
  status,
  error,
  message,
  open,
}: TextBoxProps & { kind: TextBoxKind }) {
  const statusId = useId();
  const headingId = `${kind.name}-heading`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'saving' && open) onSave();
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid={kind.testId}
    >
      <div className="flex items-center gap-2">
        {kind.icon}
        <h2 id={headingId} className="font-display text-2xl font-semibold">
          {kind.heading}
        </h2>
      </div>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormAlert message={message} />
        <TextareaField
          label={kind.label}
          name={kind.name}
          rows={kind.rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          readOnly={!open}
          maxLength={kind.maxLength}
          hint={kind.hint}
          placeholder={open ? kind.placeholder : kind.empty}
        />
        <div className="flex items-center justify-between gap-3">
          <p
            id={statusId}
            role="status"
            className="text-sm font-medium text-muted"
            data-testid={`${kind.name}-status`}
          >
            {status === 'saved'
              ? kind.saved(value)
              : status === 'kept'
                ? 'Kept on this device: sent when the network is back'
                : status === 'changed'
                  ? 'Unsaved changes'
                  : ''}
          </p>
          {open && (
            <Button type="submit" color={kind.button.color} busy={status === 'saving'}>
              {kind.button.label}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

const NOTE: TextBoxKind = {
  name: 'note',
  icon: <NoteIcon className="size-5 text-muted" />,
  heading: 'Your note',
  label: 'Note',
  hint: 'Private: only you and the contest administrators can read it.',
  rows: 5,
  maxLength: 5000,
  placeholder: 'What stood out, what to ask at the tasting…',
  empty: 'No note',
  saved: () => 'Note saved',
  button: { label: 'Save note', color: 'black' },
  testId: 'note-box',
};

const CHEF_COMMENT: TextBoxKind = {
  name: 'comment',
  icon: <PlateIcon className="size-5 text-muted" />,
  heading: 'For the chef',
  label: CHEF_FEEDBACK_TEXT.commentLabel,
  hint: CHEF_FEEDBACK_TEXT.commentHint,
  rows: 4,
  maxLength: CHEF_COMMENT_MAX_LENGTH,
  placeholder: 'What worked, and what would make it even better…',
  empty: 'No comment',
  saved: (value) => (value.trim() === '' ? 'Comment removed' : 'Comment saved'),
  button: { label: 'Save comment', color: 'outline' },
  testId: 'chef-comment-box',
};

/** The judge's private note (required when saved), kept on the same record as the vote. */
export function NoteBox(props: TextBoxProps) {
  return <JudgeTextBox kind={NOTE} {...props} />;
}

/** The judge's comment for the chef: optional, read by the contestant after the results without the judge's name. */
export function ChefCommentBox(props: TextBoxProps) {
  return <JudgeTextBox kind={CHEF_COMMENT} {...props} />;
}
