import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { PlateIcon } from '@/components/ui/icons';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import type { NoteStatus } from '@/components/judging/note-box';
import { CHEF_COMMENT_MAX_LENGTH, CHEF_FEEDBACK_TEXT } from '@shared/judging/chef-feedback';

interface ChefCommentBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  status: NoteStatus;
  error?: string;
  message: string | null;
  /** The round takes comments; otherwise the comment is read-only. */
  open: boolean;
}

/** The judge's comment for the chef: optional, read by the contestant after the results without the judge's name. */
export function ChefCommentBox({
  value,
  onChange,
  onSave,
  status,
  error,
  message,
  open,
}: ChefCommentBoxProps) {
  const statusId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'saving' && open) onSave();
  };
  return (
    <section
      aria-labelledby="chef-comment-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="chef-comment-box"
    >
      <div className="flex items-center gap-2">
        <PlateIcon className="size-5 text-muted" />
        <h2 id="chef-comment-heading" className="font-display text-2xl font-semibold">
          For the chef
        </h2>
      </div>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormAlert message={message} />
        <TextareaField
          label={CHEF_FEEDBACK_TEXT.commentLabel}
          name="comment"
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          readOnly={!open}
          maxLength={CHEF_COMMENT_MAX_LENGTH}
          hint={CHEF_FEEDBACK_TEXT.commentHint}
          placeholder={open ? 'What worked, and what would make it even better…' : 'No comment'}
        />
        <div className="flex items-center justify-between gap-3">
          <p
            id={statusId}
            role="status"
            className="text-sm font-medium text-muted"
            data-testid="comment-status"
          >
            {status === 'saved'
              ? value.trim() === ''
                ? 'Comment removed'
                : 'Comment saved'
              : status === 'kept'
                ? 'Kept on this device: sent when the network is back'
                : status === 'changed'
                  ? 'Unsaved changes'
                  : ''}
          </p>
          {open && (
            <Button type="submit" color="outline" busy={status === 'saving'}>
              Save comment
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
