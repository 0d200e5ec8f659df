import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useWideLayout } from '@/components/recipe/use-wide-layout';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field-frame';
import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import type { ModalOptions } from '@/components/ui/modal';
import { RowCheckbox, SelectionBar, useRowSelection, withoutRows } from '@/components/ui/row-selection';
import { TextField } from '@/components/ui/text-field';
import { type EditorBlock, newKey } from './editor-rows';
import { DELETE_TABLE_ROWS_MODAL, DeleteRowButton, EditorTableHead, RowModal } from './row-modal';
import { SectionHeading } from '@/components/ui/section-heading';

interface BlockTableEditorProps {
  /** The form field: 'ingredients' or 'preparation' (errors are keyed `ingredients.0.lines.2`). */
  field: 'ingredients' | 'preparation';
  heading: string;
  lead: string;
  /** What one line is: 'Ingredient', 'Step'. */
  lineLabel: string;
  blocks: EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  errors: Record<string, string>;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

/**
 * A past edition's ingredients or preparation: blocks with an optional title ('For the sauce') and their lines. At
 * 1024px and wider each block is a table edited in place; narrower, a list whose lines are added and edited in a
 * modal, like the recipe editor's ingredients. Removing a line or a block asks first.
 */
export function BlockTableEditor({
  field,
  heading,
  lead,
  lineLabel,
  blocks,
  onChange,
  errors,
  confirm,
}: BlockTableEditorProps) {
  const wide = useWideLayout();
  const headingId = useId();
  const focusKey = useRef<number | null>(null);
  const [modal, setModal] = useState<{
    open: boolean;
    mode: 'add' | 'edit';
    blockKey: number;
    lineKey: number | null;
    text: string;
    count: number;
  }>({ open: false, mode: 'add', blockKey: 0, lineKey: null, text: '', count: 0 });

  // A line added to a table gets the focus.
  useEffect(() => {
    if (focusKey.current === null) return;
    document.querySelector<HTMLInputElement>(`[data-line-key="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });

  const updateBlock = (blockKey: number, change: (block: EditorBlock) => EditorBlock) =>
    onChange(blocks.map((block) => (block.key === blockKey ? change(block) : block)));

  const addLine = (blockKey: number) => {
    if (wide) {
      const key = newKey();
      focusKey.current = key;
      updateBlock(blockKey, (block) => ({ ...block, lines: [...block.lines, { key, text: '' }] }));
    } else {
      setModal((current) => ({
        open: true,
        mode: 'add',
        blockKey,
        lineKey: null,
        text: '',
        count: current.count + 1,
      }));
    }
  };

  const editLine = (blockKey: number, lineKey: number, text: string) =>
    setModal((current) => ({ open: true, mode: 'edit', blockKey, lineKey, text, count: current.count + 1 }));

  const saveFromModal = (values: Record<string, string>) => {
    const text = values.text;
    updateBlock(modal.blockKey, (block) => ({
      ...block,
      lines:
        modal.lineKey === null
          ? [...block.lines, { key: newKey(), text }]
          : block.lines.map((line) => (line.key === modal.lineKey ? { ...line, text } : line)),
    }));
    setModal((current) => ({ ...current, open: false }));
  };

  /** Whether the lines were removed (the person may cancel). */
  const removeLines = async (blockKey: number, keys: number[]): Promise<boolean> => {
    if (keys.length === 0 || !(await confirm(DELETE_TABLE_ROWS_MODAL))) return false;
    updateBlock(blockKey, (block) => ({ ...block, lines: withoutRows(block.lines, keys) }));
    return true;
  };

  const removeBlock = async (blockKey: number) => {
    if (!(await confirm(DELETE_TABLE_ROWS_MODAL))) return;
    onChange(blocks.filter((block) => block.key !== blockKey));
  };

  const addBlock = () => onChange([...blocks, { key: newKey(), title: '', lines: [] }]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid={`${field}-editor`}>
      <div>
        <SectionHeading id={headingId} level="h3" lead={lead}>
          {heading}
        </SectionHeading>
      </div>

      {blocks.length === 0 && (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-cream/60 px-5 py-6 text-center text-sm text-muted">
          Nothing yet. Add a block, then its lines.
        </p>
      )}

      {blocks.map((block, b) => (
        <BlockCard
          key={block.key}
          field={field}
          heading={heading}
          lineLabel={lineLabel}
          block={block}
          index={b}
          wide={wide}
          errors={errors}
          onChange={(change) => updateBlock(block.key, change)}
          onAddLine={() => addLine(block.key)}
          onEditLine={(lineKey, text) => editLine(block.key, lineKey, text)}
          onRemoveLines={(keys) => removeLines(block.key, keys)}
          onRemoveBlock={() => void removeBlock(block.key)}
        />
      ))}

      {errors[field] && (
        <p className="text-sm font-medium text-danger" role="alert" data-testid={`${field}-error`}>
          {errors[field]}
        </p>
      )}
      <Button
        color="outline"
        className="self-start"
        onClick={addBlock}
        data-testid={`${field}-add-block`}
        data-error-for={field}
        data-error-label={heading}
      >
        <PlusIcon className="size-4" />
        Add block
      </Button>

      <RowModal
        open={modal.open}
        title={modal.mode === 'add' ? `Add ${lineLabel.toLowerCase()}` : `Edit ${lineLabel.toLowerCase()}`}
        mode={modal.mode}
        fields={[{ name: 'text', label: lineLabel, multiline: field === 'preparation', maxLength: 500 }]}
        initial={{ text: modal.text }}
        openCount={modal.count}
        onSave={saveFromModal}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}

interface BlockCardProps {
  field: 'ingredients' | 'preparation';
  heading: string;
  lineLabel: string;
  block: EditorBlock;
  /** The block's position, from 0. */
  index: number;
  wide: boolean;
  errors: Record<string, string>;
  onChange: (change: (block: EditorBlock) => EditorBlock) => void;
  onAddLine: () => void;
  onEditLine: (lineKey: number, text: string) => void;
  onRemoveLines: (keys: number[]) => Promise<boolean>;
  onRemoveBlock: () => void;
}

/** One block: its title, its lines (ticked and deleted together or one at a time) and its buttons. */
function BlockCard({
  field,
  heading,
  lineLabel,
  block,
  index: b,
  wide,
  errors,
  onChange,
  onAddLine,
  onEditLine,
  onRemoveLines,
  onRemoveBlock,
}: BlockCardProps) {
  const selection = useRowSelection(block.lines.map((line) => line.key));
  const blockError = errors[`${field}.${b}.lines`];
  const remove = async (keys: number[]) => {
    if (await onRemoveLines(keys)) selection.forget(keys);
  };
  const lineName = lineLabel.toLowerCase();
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-sand bg-cream/40 p-4"
      data-testid={`${field}-block`}
      data-error-for={`${field}.${b}`}
      data-error-label={`${heading}, block ${b + 1}`}
    >
      <div className="flex items-end gap-3">
        <TextField
          label={`Block ${b + 1} title (optional)`}
          name={`${field}.${b}.title`}
          value={block.title}
          onChange={(event) => onChange((current) => ({ ...current, title: event.target.value }))}
          error={errors[`${field}.${b}.title`]}
          placeholder={field === 'ingredients' ? 'e.g. For the sauce' : 'e.g. The day before'}
          maxLength={200}
          className="flex-1"
        />
        <DeleteRowButton className="mb-1.5" label={`Remove block ${b + 1}`} onClick={onRemoveBlock} />
      </div>

      <SelectionBar
        selection={selection}
        rowCount={block.lines.length}
        onDelete={(keys) => void remove(keys)}
        selectAllLabel={`Select all ${lineName} lines of block ${b + 1}`}
      />

      {block.lines.length > 0 &&
        (wide ? (
          <table className="w-full border-collapse text-sm">
            <EditorTableHead heads={[{ label: '#', className: 'w-10' }, { label: lineLabel }]} />
            <tbody>
              {block.lines.map((line, l) => {
                const error = errors[`${field}.${b}.lines.${l}`];
                return (
                  <tr key={line.key} className="align-top">
                    <td className="py-2 pt-5">
                      <RowCheckbox
                        label={`Select ${lineName} ${l + 1} of block ${b + 1}`}
                        checked={selection.selected.has(line.key)}
                        onChange={() => selection.toggle(line.key)}
                      />
                    </td>
                    <td className="py-2 pt-5 text-muted tabular-nums">{l + 1}</td>
                    <td className="py-2">
                      <input
                        type="text"
                        data-line-key={line.key}
                        data-error-for={`${field}.${b}.lines.${l}`}
                        aria-label={`${lineLabel} ${l + 1} of block ${b + 1}`}
                        aria-invalid={error ? true : undefined}
                        value={line.text}
                        maxLength={500}
                        onChange={(event) =>
                          onChange((current) => ({
                            ...current,
                            lines: current.lines.map((other) =>
                              other.key === line.key ? { ...other, text: event.target.value } : other,
                            ),
                          }))
                        }
                        className={controlClasses(Boolean(error), 'h-11')}
                      />
                      {error && <p className="mt-1 text-sm font-medium text-danger">{error}</p>}
                    </td>
                    <td className="py-2 pt-3 text-right">
                      <DeleteRowButton
                        label={`Delete ${lineName} ${l + 1}`}
                        onClick={() => void remove([line.key])}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <ol className="flex flex-col divide-y divide-sand rounded-xl bg-white ring-1 ring-sand">
            {block.lines.map((line, l) => {
              const error = errors[`${field}.${b}.lines.${l}`];
              return (
                <li key={line.key} className="flex items-start gap-3 px-3 py-2.5">
                  <RowCheckbox
                    label={`Select ${lineName} ${l + 1} of block ${b + 1}`}
                    checked={selection.selected.has(line.key)}
                    onChange={() => selection.toggle(line.key)}
                    className="mt-1 size-6"
                  />
                  <span className="pt-1 text-sm text-muted tabular-nums">{l + 1}.</span>
                  <div className="min-w-0 flex-1 pt-1">
                    <p className={clsx('text-sm break-words', line.text ? 'text-ink' : 'text-muted italic')}>
                      {line.text || 'Empty line'}
                    </p>
                    {error && <p className="text-sm font-medium text-danger">{error}</p>}
                  </div>
                  <Button
                    color="ghost"
                    size="sm"
                    aria-label={`Edit ${lineName} ${l + 1}`}
                    data-error-for={`${field}.${b}.lines.${l}`}
                    data-error-label={`${lineLabel} ${l + 1} of block ${b + 1}`}
                    onClick={() => onEditLine(line.key, line.text)}
                  >
                    <PencilIcon className="size-4" />
                  </Button>
                  <DeleteRowButton
                    label={`Delete ${lineName} ${l + 1}`}
                    onClick={() => void remove([line.key])}
                  />
                </li>
              );
            })}
          </ol>
        ))}
      {blockError && <p className="text-sm font-medium text-danger">{blockError}</p>}
      <Button color="outline" size="sm" className="self-start" onClick={onAddLine}>
        <PlusIcon className="size-4" />
        Add {lineName}
      </Button>
    </div>
  );
}
