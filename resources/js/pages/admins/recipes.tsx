import type { Column } from '@/components/admin/data-table';
import { formatDate } from '@/components/admin/format';
import { AdminTablePage } from '@/components/admin/list-page';
import { RecipeStateLabel } from '@/components/admin/recipe-state-label';
import type { AdminRecipeRow, AdminRecipesPageProps } from '@/types';
import { CONTESTANT_TYPE_LABELS } from '@shared/statuses';

const COLUMNS: Array<Column<AdminRecipeRow>> = [
  {
    key: 'name',
    label: 'Recipe',
    sortable: true,
    render: (row) => (
      <span className="flex flex-col">
        {row.name || <span className="text-muted italic">Untitled draft</span>}
        {/* Phones have no contestant column: the name goes under the recipe's. */}
        <span className="text-xs font-normal text-muted sm:hidden">{row.contestant.name}</span>
      </span>
    ),
  },
  {
    key: 'contestant',
    label: 'Contestant',
    sortable: true,
    hideBelow: 'sm',
    render: (row) => (
      <span className="flex flex-col">
        <span className="font-medium text-ink">{row.contestant.name}</span>
        <span className="text-xs text-muted">{row.contestant.email}</span>
      </span>
    ),
  },
  {
    key: 'state',
    label: 'State',
    sortable: true,
    render: (row) => <RecipeStateLabel state={row.state} />,
  },
  {
    key: 'type',
    label: 'Type',
    hideBelow: 'lg',
    render: (row) => CONTESTANT_TYPE_LABELS[row.contestant.typeuser],
  },
  {
    key: 'submitted',
    label: 'Submitted',
    sortable: true,
    hideBelow: 'md',
    render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDate(row.submittedAt)}</span>,
  },
  {
    key: 'updated',
    label: 'Last change',
    sortable: true,
    hideBelow: 'lg',
    render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDate(row.updatedAt)}</span>,
  },
];

/** Every recipe, drafts included; each row opens its review page. The default order is the review order. */
export default function AdminRecipes({ rows, list, stateOptions }: AdminRecipesPageProps) {
  return (
    <AdminTablePage
      title="Recipes"
      lead="Open a submitted recipe to approve or reject it. The arrows on the review page follow this list, with its filter and order."
      basePath="/admins/recipes"
      list={list}
      searchPlaceholder="Recipe, name or e-mail"
      filters={[{ name: 'state', label: 'State', options: stateOptions, allLabel: 'All states' }]}
      noun="recipes"
      actions={
        <a
          href="/admins/recipes/export/recipes.csv"
          download
          className="inline-flex h-11 items-center rounded-full border border-ink/20 bg-white px-4 text-sm font-semibold text-ink hover:bg-cream"
        >
          Export recipes (CSV)
        </a>
      }
      columns={COLUMNS}
      rows={rows}
      rowHref={(row) => row.url}
      empty="No recipe matches. Try another search or filter."
    />
  );
}
