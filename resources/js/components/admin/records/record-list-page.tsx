import { Link } from '@inertiajs/react';
import type { Column } from '@/components/admin/data-table';
import { AdminTablePage, type ListPageProps, type TableProps } from '@/components/admin/list-page';
import type { ListFilterControl } from '@/components/admin/list-toolbar';
import { StatusLabel } from '@/components/admin/status-label';
import { buttonClasses } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';

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
  basePath,
  newLabel,
  extraFilters = [],
  ...page
}: Omit<ListPageProps, 'actions' | 'searchable' | 'filters'> &
  Omit<TableProps<Row>, 'rowHref'> & {
    newLabel: string;
    /** Filters of this list besides the status. */
    extraFilters?: ListFilterControl[];
  }) {
  return (
    <AdminTablePage
      {...page}
      basePath={basePath}
      actions={
        <Link href={`${basePath}/create`} className={buttonClasses('yellow')} data-testid="new-record">
          <PlusIcon className="size-4" />
          {newLabel}
        </Link>
      }
      filters={[
        ...extraFilters,
        { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'Any status' },
      ]}
      rowHref={(row) => `${basePath}/${row.id}/edit`}
    />
  );
}
