import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { toggledIn } from '@/lib/sets';

/**
 * Ticked rows of an editable table (section 4, "Row deletion"), by the rows' keys. A key that is no longer among the
 * rows (removed another way) no longer counts.
 */
export function useRowSelection(keys: readonly number[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selectedKeys = keys.filter((key) => selected.has(key));
  const allSelected = keys.length > 0 && selectedKeys.length === keys.length;
  return {
    selected,
    selectedKeys,
    allSelected,
    toggle: (key: number) => setSelected((current) => toggledIn(current, key)),
    toggleAll: () => setSelected(allSelected ? new Set() : new Set(keys)),
    /** Unticks rows that are gone. */
    forget: (gone: readonly number[]) =>
      setSelected((current) => new Set([...current].filter((key) => !gone.includes(key)))),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

/**
 * Removes the rows with the given keys, highest index first (section 4), so each removal leaves the positions still to
 * remove where they were.
 */
export function withoutRows<T extends { key: number }>(rows: readonly T[], keys: readonly number[]): T[] {
  const next = [...rows];
  const indices = keys.map((key) => next.findIndex((row) => row.key === key)).filter((index) => index >= 0);
  for (const index of indices.sort((a, b) => b - a)) next.splice(index, 1);
  return next;
}

interface SelectionBarProps {
  selection: RowSelection;
  /** How many rows the table has: select-all is disabled with none. */
  rowCount: number;
  onDelete: (keys: number[]) => void;
  /** Names the table for a screen reader when a page has several ('Select all lines of block 2'). */
  selectAllLabel?: string;
}

/** 'Select all', and once rows are ticked a 'Delete (n)' button, above a table of rows. */
export function SelectionBar({ selection, rowCount, onDelete, selectAllLabel }: SelectionBarProps) {
  const selectAll = useRef<HTMLInputElement>(null);
  const ticked = selection.selectedKeys.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = ticked > 0 && !selection.allSelected;
  });
  return (
    <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
      <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-semibold text-ink has-disabled:cursor-not-allowed has-disabled:opacity-50">
        <input
          ref={selectAll}
          type="checkbox"
          aria-label={selectAllLabel}
          checked={selection.allSelected}
          disabled={rowCount === 0}
          onChange={selection.toggleAll}
          className="size-6 cursor-pointer accent-ink disabled:cursor-not-allowed"
        />
        Select all
      </label>
      {ticked > 0 && (
        <Button color="danger" size="sm" onClick={() => onDelete(selection.selectedKeys)}>
          <TrashIcon className="size-4" />
          Delete ({ticked})
        </Button>
      )}
    </div>
  );
}

/** One row's tick box. */
export function RowCheckbox({
  label,
  checked,
  onChange,
  className = 'size-6',
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className={clsx(className, 'shrink-0 cursor-pointer accent-ink')}
    />
  );
}
