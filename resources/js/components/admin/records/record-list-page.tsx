import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '@/components/admin/data-table';
import { type ListFilterControl, ListToolbar } from '@/components/admin/list-toolbar';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { StatusLabel } from '@/components/admin/status-label';
import { buttonClasses } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import type { ListMeta } from '@/types';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

/** Enabled/Disabled (specification section 4), as a label in a list. */
export function EnabledLabel({ enabled }: { enabled: boolean }) {
  return <StatusLabel tone={enabled ? 'green' : 'grey'}>{enabled ? 'Enabled' : 'Disabled'}</StatusLabel>;
}

/** The status column every record list ends with. */
export function statusColumn<Row extends { is_active: boolean }>(): Column<Row> {
  return {
    key: 'status',
    label: 'Status',
    sortable: true,
    align: 'right',
    render: (row) => <EnabledLabel enabled={row.is_active} />,
  };
}

/**
 * A record list (judges, admins, whitelisted domains, past editions): search, the status filter, server-side
 * sorting and paging, each row opening its edit form, and the button to create one.
 */
export function RecordListPage<Row extends { id: number }>({
  title,
  lead,
  basePath,
  rows,
  list,
  columns,
  noun,
  newLabel,
  searchPlaceholder,
  empty,
  extraFilters = [],
}: {
  title: string;
  lead: ReactNode;
  basePath: string;
  rows: Row[];
  list: ListMeta;
  columns: Array<Column<Row>>;
  noun: string;
  newLabel: string;
  searchPlaceholder: string;
  empty: ReactNode;
  /** Filters of this list besides the status. */
  extraFilters?: ListFilterControl[];
}) {
  return (
    <>
      <Head title={title} />
      <AdminPage>
        <AdminPageHeader
          eyebrow="Administration"
          title={title}
          lead={lead}
          actions={
            <Link href={`${basePath}/create`} className={buttonClasses('yellow')} data-testid="new-record">
              <PlusIcon className="size-4" />
              {newLabel}
            </Link>
          }
        />
        <ListToolbar
          basePath={basePath}
          list={list}
          searchPlaceholder={searchPlaceholder}
          filters={[
            ...extraFilters,
            { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'Any status' },
          ]}
        />
        <DataTable
          basePath={basePath}
          list={list}
          columns={columns}
          rows={rows}
          caption={title}
          rowHref={(row) => `${basePath}/${row.id}/edit`}
          empty={empty}
        />
        <Pager basePath={basePath} list={list} noun={noun} />
      </AdminPage>
    </>
  );
}
