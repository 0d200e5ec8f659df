import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '@/components/admin/data-table';
import { type ListFilterControl, ListToolbar } from '@/components/admin/list-toolbar';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import type { ListMeta } from '@/types';

export interface ListPageProps {
  /** The page's title, heading and the list's caption. */
  title: string;
  lead: ReactNode;
  /** Buttons at the right of the heading (for example 'New judge'). */
  actions?: ReactNode;
  basePath: string;
  list: ListMeta;
  searchPlaceholder: string;
  /** false: filters only, no search box. */
  searchable?: boolean;
  filters: ListFilterControl[];
  /** What the pager counts: 'contestants'. */
  noun: string;
}

/**
 * An administration list: the heading, search and filters, the list itself and the pager, all following the
 * address (sorting, filtering and paging are done by the server).
 */
export function AdminListPage({
  title,
  lead,
  actions,
  noun,
  children,
  ...toolbar
}: ListPageProps & { children: ReactNode }) {
  return (
    <>
      <Head title={title} />
      <AdminPage>
        <AdminPageHeader eyebrow="Administration" title={title} lead={lead} actions={actions} />
        <ListToolbar {...toolbar} />
        {children}
        <Pager basePath={toolbar.basePath} list={toolbar.list} noun={noun} />
      </AdminPage>
    </>
  );
}

export interface TableProps<Row> {
  columns: Array<Column<Row>>;
  rows: Row[];
  /** The page a row opens. */
  rowHref: (row: Row) => string;
  /** What stands in the table when no row matches. */
  empty: ReactNode;
}

/** An administration list drawn as a table whose rows open a page. */
export function AdminTablePage<Row extends { id: number }>({
  columns,
  rows,
  rowHref,
  empty,
  ...page
}: ListPageProps & TableProps<Row>) {
  return (
    <AdminListPage {...page}>
      <DataTable
        basePath={page.basePath}
        list={page.list}
        columns={columns}
        rows={rows}
        caption={page.title}
        rowHref={rowHref}
        empty={empty}
      />
    </AdminListPage>
  );
}
