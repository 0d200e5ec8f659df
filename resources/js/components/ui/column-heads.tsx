import clsx from 'clsx';
import type { ReactNode } from 'react';

export type ColumnHead = string | { label: ReactNode; className?: string };

type TableHeadProps = {
  heads: readonly ColumnHead[];
  /** Classes of every heading cell. */
  cellClassName?: string;
  rowClassName?: string;
  className?: string;
};

/** A table's head: one row of `th scope="col"` cells, each with the row's cell classes and any of its own. */
export function TableHead({ heads, cellClassName, rowClassName, className }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {heads.map((head, index) => {
          const { label, className: own } =
            typeof head === 'string' ? { label: head, className: undefined } : head;
          return (
            <th key={index} scope="col" className={clsx(cellClassName, own)}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
