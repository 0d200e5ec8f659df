import clsx from 'clsx';
import type { ReactNode } from 'react';

export type ColumnHead = string | { label: ReactNode; className?: string };

/** The column headings of a table row: `th scope="col"` each, with the row's classes and any of their own. */
export function ColumnHeads({ heads, className }: { heads: readonly ColumnHead[]; className?: string }) {
  return heads.map((head, index) => {
    const { label, className: own } = typeof head === 'string' ? { label: head, className: undefined } : head;
    return (
      <th key={index} scope="col" className={clsx(className, own)}>
        {label}
      </th>
    );
  });
}
