import { router } from '@inertiajs/react';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon, PlusIcon } from '@/components/ui/icons';
import { Modal, type ModalOptions } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import type { AdminFaqRowProps } from '@/types';
import { SettingsCard } from './settings-card';
import { useAdminCall } from './use-admin-call';
import { CALL_MESSAGES } from '@shared/messages';

interface Props {
  rows: AdminFaqRowProps[];
  confirm: (options: ModalOptions) => Promise<boolean>;
  onSaved: () => Promise<unknown>;
}

type Draft = { id: number | null; question: string; answer: string };

/** The answer without its tags, for the list (the landing page shows it as sanitised HTML). */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** FAQ rows: add and edit in a dialog, delete the ticked rows, move a row up or down. */
export function FaqEditor({ rows, confirm, onSaved }: Props) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [listError, setListError] = useState<string | null>(null);
  const save = useAdminCall<AdminFaqRowProps>();
  // The list's own calls: any failure shows the generic message above the list.
  const removing = useFormCall({ data: dataOf });
  const reordering = useFormCall({ data: dataOf });
  const moving = reordering.busy;
  const form = useRef<HTMLDivElement>(null);
  // A question being written in the dialog: what the row held (nothing for a new one) until it is saved.
  const original = rows.find((row) => row.id === draft?.id);
  useUnsavedChanges(
    draft !== null &&
      (draft.question !== (original?.question ?? '') || draft.answer !== (original?.answer ?? '')),
  );

  async function submitDraft(ok: boolean) {
    if (!ok || !draft) {
      setDraft(null);
      save.setErrors({});
      save.setMessage(null);
      return;
    }
    if (save.busy) return;
    const url = draft.id === null ? '/admins/settings/faq/create' : `/admins/settings/faq/update/${draft.id}`;
    const saved = await save.run({ url, json: { question: draft.question, answer: draft.answer } });
    if (!saved) return;
    setDraft(null);
    await onSaved();
    router.reload({ only: ['faq'] });
  }

  async function remove() {
    const ok = await confirm({
      title: 'Delete selected rows',
      text: 'Are you sure you want to delete these rows? Data will be removed from the table. This action cannot be undone.',
      okLabel: 'Delete',
      tone: 'danger',
    });
    if (!ok) return;
    const removed = await removing.run({ url: '/admins/settings/faq/delete', json: { ids: selected } });
    if (!removed) {
      setListError(CALL_MESSAGES.generic);
      return;
    }
    setListError(null);
    setSelected([]);
    router.reload({ only: ['faq'] });
  }

  async function move(index: number, by: -1 | 1) {
    const ids = rows.map((row) => row.id);
    const target = index + by;
    if (target < 0 || target >= ids.length || moving) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    const moved = await reordering.run({ url: '/admins/settings/faq/reorder', json: { ids } });
    setListError(moved ? null : CALL_MESSAGES.generic);
    router.reload({ only: ['faq'] });
  }

  const allSelected = rows.length > 0 && selected.length === rows.length;

  return (
    <SettingsCard
      id="faq-card"
      title="Frequently Asked Questions"
      lead="Answers may hold links and simple formatting (HTML); anything that could run is removed when shown."
      action={
        <Button
          color="black"
          size="sm"
          onClick={() => setDraft({ id: null, question: '', answer: '' })}
          data-testid="faq-add"
        >
          <PlusIcon className="size-4" /> Add question
        </Button>
      }
    >
      <FormAlert message={listError} className="mb-4" />
      <div className="mb-3 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2.5 text-sm text-muted">
          <input
            type="checkbox"
            className="size-6 accent-ink"
            checked={allSelected}
            disabled={rows.length === 0}
            onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
          />
          Select all
        </label>
        {selected.length > 0 && (
          <Button color="danger" size="sm" onClick={() => void remove()} data-testid="faq-delete">
            Delete ({selected.length})
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand px-4 py-8 text-center text-sm text-muted">
          No questions yet. Add the first one.
        </p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-sand rounded-2xl ring-1 ring-sand"
          data-testid="faq-rows"
        >
          {rows.map((row, index) => (
            <li key={row.id} className="flex items-start gap-3 px-4 py-3">
              <input
                type="checkbox"
                aria-label={`Select "${row.question}"`}
                className="size-6 shrink-0 accent-ink"
                checked={selected.includes(row.id)}
                onChange={() =>
                  setSelected((current) =>
                    current.includes(row.id) ? current.filter((id) => id !== row.id) : [...current, row.id],
                  )
                }
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{row.question}</p>
                <p className="mt-0.5 line-clamp-2 text-sm text-muted">{plain(row.answer)}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                {([-1, 1] as const).map((by) => (
                  <button
                    key={by}
                    type="button"
                    disabled={moving || index + by < 0 || index + by >= rows.length}
                    onClick={() => void move(index, by)}
                    aria-label={`Move "${row.question}" ${by < 0 ? 'up' : 'down'}`}
                    className="inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-30"
                  >
                    <ArrowLeftIcon className={clsx('size-4', by < 0 ? 'rotate-90' : '-rotate-90')} />
                  </button>
                ))}
                <Button
                  color="outline"
                  size="sm"
                  onClick={() => setDraft({ id: row.id, question: row.question, answer: row.answer })}
                >
                  Edit
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <Modal
        open={draft !== null}
        title={draft?.id ? 'Edit question' : 'Add question'}
        okLabel={save.busy ? 'Saving…' : 'Save'}
        onResult={(ok) => void submitDraft(ok)}
      >
        {draft && (
          <div ref={form} className="mt-5 flex flex-col gap-4" data-testid="faq-form">
            <ErrorSummary errors={save.errors} message={save.message} scope={form} />
            <TextField
              label="Question"
              name="question"
              value={draft.question}
              onChange={(event) => setDraft({ ...draft, question: event.target.value })}
              error={save.errors.question}
            />
            <TextareaField
              label="Answer"
              name="answer"
              rows={6}
              hint="HTML allowed: <a href>, <strong>, <em>, <p>, <ul>/<li>."
              value={draft.answer}
              onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
              error={save.errors.answer}
            />
          </div>
        )}
      </Modal>
    </SettingsCard>
  );
}
