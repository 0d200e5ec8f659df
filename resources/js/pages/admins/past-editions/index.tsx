import type { Column } from '@/components/admin/data-table';
import { RecordListPage, statusColumn } from '@/components/admin/records/record-list-page';
import type { ListPageProps, PastEditionRowProps } from '@/types';

const COLUMNS: Array<Column<PastEditionRowProps>> = [
  {
    key: 'year',
    label: 'Year',
    sortable: true,
    render: (row) => <span className="tabular-nums">{row.year}</span>,
  },
  {
    key: 'recipe_name',
    label: 'Recipe',
    sortable: true,
    render: (row) => (
      <span className="flex items-center gap-3">
        {row.thumb ? (
          <img src={row.thumb} alt="" className="size-10 shrink-0 rounded-lg bg-sand object-cover" />
        ) : (
          <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-sand" />
        )}
        <span className="font-medium text-ink">{row.recipe_name}</span>
      </span>
    ),
  },
  { key: 'chef_name', label: 'Chef', sortable: true, hideBelow: 'md', render: (row) => row.chef_name },
  statusColumn<PastEditionRowProps>(),
];

/** /admins/past-editions: the winning recipes of earlier editions, newest first. */
export default function AdminPastEditions(props: ListPageProps<PastEditionRowProps>) {
  return (
    <RecordListPage
      {...props}
      title="Past editions"
      lead="The winning recipes of earlier editions. Enabled ones are listed on the landing page."
      basePath="/admins/past-editions"
      columns={COLUMNS}
      noun="editions"
      newLabel="New edition"
      searchPlaceholder="Year, chef or recipe"
      empty="No past edition matches."
    />
  );
}
