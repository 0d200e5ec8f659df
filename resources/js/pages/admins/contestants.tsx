import { Link } from '@inertiajs/react';
import type { Column } from '@/components/admin/data-table';
import { formatDate } from '@/components/admin/format';
import { AdminTablePage } from '@/components/admin/list-page';
import { AuthorizationLabel, RecipeStateLabel } from '@/components/admin/recipe-state-label';
import { StatusLabel } from '@/components/admin/status-label';
import { buttonClasses } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import type { AdminContestantRow, AdminContestantsPageProps } from '@/types';
import { EmailAddress } from '@/components/ui/email-address';
import { CONTESTANT_TYPE_LABELS } from '@shared/statuses';

const COLUMNS: Array<Column<AdminContestantRow>> = [
  {
    key: 'name',
    label: 'Name',
    sortable: true,
    render: (row) => (
      <span className="flex flex-col">
        {row.name}
        {/* Narrow screens have no e-mail column: it goes under the name. */}
        <EmailAddress email={row.email} className="text-xs font-normal text-muted md:hidden" />
      </span>
    ),
  },
  {
    key: 'email',
    label: 'E-mail',
    sortable: true,
    hideBelow: 'md',
    render: (row) => <EmailAddress email={row.email} className="text-muted" />,
  },
  {
    key: 'type',
    label: 'Type',
    sortable: true,
    hideBelow: 'sm',
    render: (row) => CONTESTANT_TYPE_LABELS[row.typeuser],
  },
  {
    key: 'authorization',
    label: 'Authorization',
    sortable: true,
    render: (row) =>
      row.typeuser === 'sodexo' ? (
        <AuthorizationLabel value={row.isAuthorized} />
      ) : (
        <span className="text-muted" title="Partner clients need no supervisor's approval">
          -
        </span>
      ),
  },
  {
    key: 'status',
    label: 'Status',
    hideBelow: 'lg',
    render: (row) => (
      <span className="flex flex-wrap gap-1.5">
        <StatusLabel tone={row.isActive ? 'green' : 'grey'}>
          {row.isActive ? 'Enabled' : 'Disabled'}
        </StatusLabel>
        {row.isFinalist && <StatusLabel tone="ink">Finalist</StatusLabel>}
      </span>
    ),
  },
  {
    key: 'recipe',
    label: 'Recipe',
    hideBelow: 'lg',
    render: (row) =>
      row.recipe ? (
        <span className="flex flex-col items-start gap-1">
          <span className="line-clamp-1">{row.recipe.name || 'Untitled draft'}</span>
          <RecipeStateLabel state={row.recipe.state} />
        </span>
      ) : (
        <span className="text-muted">No recipe yet</span>
      ),
  },
  {
    key: 'joined',
    label: 'Joined',
    sortable: true,
    hideBelow: 'md',
    render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDate(row.createdAt)}</span>,
  },
];

/** Every contestant; each row opens the contestant's tabs. */
export default function AdminContestants({
  rows,
  list,
  typeOptions,
  authorizationOptions,
  finalistOptions,
  createUrl,
}: AdminContestantsPageProps) {
  return (
    <AdminTablePage
      title="Contestants"
      lead="Company employees need their supervisor's approval; business clients do not."
      actions={
        <Link href={createUrl} className={buttonClasses('yellow', 'md')}>
          <PlusIcon className="size-4" />
          New contestant
        </Link>
      }
      basePath="/admins/contestants"
      list={list}
      searchPlaceholder="Name, e-mail or recipe"
      filters={[
        { name: 'type', label: 'Type', options: typeOptions, allLabel: 'All types' },
        { name: 'authorization', label: 'Authorization', options: authorizationOptions },
        { name: 'finalist', label: 'Finalist', options: finalistOptions },
      ]}
      noun="contestants"
      columns={COLUMNS}
      rows={rows}
      rowHref={(row) => row.url}
      empty="No contestant matches. Try another search or filter."
    />
  );
}
