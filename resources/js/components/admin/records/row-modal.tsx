import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ColumnHead, TableHead } from '@/components/ui/column-heads';
import { TrashIcon } from '@/components/ui/icons';
import type { ModalOptions } from '@/components/ui/modal';
import { ModalForm } from '@/components/ui/modal-form';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { messages } from '@/lib/validation';

/** Section 8: admin tables say 'the table' where the recipe editor says 'the ingredients table'. */
export const DELETE_TABLE_ROWS_MODAL: ModalOptions = {
  title: 'Delete selected rows',
  text: 'Are you sure you want to delete these rows? Data will be removed from the table. This action cannot be undone.',
  okLabel: 'Delete',
  cancelLabel: 'Cancel',
  tone: 'danger',
};

/** The head of the admin editors' tables: the selection column, the table's own columns, the actions column. */
export function EditorTableHead({ heads }: { heads: ColumnHead[] }) {
  return (
    <TableHead
      rowClassName="border-b border-sand text-left text-xs font-semibold tracking-[0.08em] text-muted uppercase"
      cellClassName="py-2"
      heads={[
        { label: <span className="sr-only">Selected</span>, className: 'w-10' },
        ...heads,
        { label: <span className="sr-only">Actions</span>, className: 'w-12' },
      ]}
    />
  );
}

export interface RowModalField {
  name: string;
  label: string;
  /** A preparation step may be a few sentences: a text area. */
  multiline?: boolean;
  maxLength: number;
}

interface RowModalProps {
  open: boolean;
  /** 'Add line', 'Edit nutritional fact', … */
  title: string;
  mode: 'add' | 'edit';
  fields: RowModalField[];
  /** The row's values when the modal opened; `openCount` changes on each opening, so it starts afresh. */
  initial: Record<string, string>;
  openCount: number;
  onSave: (values: Record<string, string>) => void;
  onClose: () => void;
}

/**
 * The add/edit modal of the narrow layouts (under 1024px), like the recipe editor's ingredient modal: every field
 * required, Enter saves.
 */
export function RowModal({ open, title, mode, fields, initial, openCount, onSave, onClose }: RowModalProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(openCount);
  if (shown !== openCount) {
    setShown(openCount);
    setDraft(initial);
    setErrors({});
  }

  const save = () => {
    const found: Record<string, string> = {};
    for (const field of fields) if (!(draft[field.name] ?? '').trim()) found[field.name] = messages.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const trimmed: Record<string, string> = {};
    for (const field of fields) trimmed[field.name] = (draft[field.name] ?? '').trim();
    onSave(trimmed);
  };

  return (
    <ModalForm open={open} title={title} mode={mode} onSave={save} onClose={onClose} testId="row-form">
      {fields.map((field) => {
        const common = {
          label: field.label,
          name: field.name,
          value: draft[field.name] ?? '',
          error: errors[field.name],
          maxLength: field.maxLength,
          autoComplete: 'off',
        };
        const change = (value: string) => {
          setDraft((current) => ({ ...current, [field.name]: value }));
          if (errors[field.name]) setErrors((current) => ({ ...current, [field.name]: '' }));
        };
        return field.multiline ? (
          <TextareaField
            key={field.name}
            {...common}
            rows={4}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <TextField key={field.name} {...common} onChange={(event) => change(event.target.value)} />
        );
      })}
    </ModalForm>
  );
}

/** The bin at the end of an editor row; `label` names the row for assistive technology. */
export function DeleteRowButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button color="ghost" size="sm" className={className} aria-label={label} onClick={onClick}>
      <TrashIcon className="size-4" />
    </Button>
  );
}
