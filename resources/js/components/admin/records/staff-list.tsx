import type { Column } from '@/components/admin/data-table';
import { StatusLabel } from '@/components/admin/status-label';
import type { ListPageProps, StaffKind, StaffRowProps } from '@/types';
import { RecordListPage, statusColumn } from './record-list-page';
import { loginLabel, STAGE_OPTIONS, stageLabel } from './staff-options';
import { EmailAddress } from '@/components/ui/email-address';

function columns(kind: StaffKind): Array<Column<StaffRowProps>> {
  return [
    {
      key: 'lastname',
      label: 'Name',
      sortable: true,
      render: (row) => `${row.name} ${row.lastname}`,
    },
    {
      key: 'email',
      label: 'E-mail',
      sortable: true,
      hideBelow: 'md',
      render: (row) => <EmailAddress email={row.email} className="text-muted" />,
    },
    ...(kind === 'judge'
      ? [
          {
            key: 'stage',
            label: 'Round',
            sortable: true,
            hideBelow: 'sm',
            render: (row: StaffRowProps) => stageLabel(row.stage),
          } satisfies Column<StaffRowProps>,
        ]
      : []),
    {
      key: 'typelogin',
      label: 'Sign-in',
      sortable: true,
      hideBelow: 'lg',
      render: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          {loginLabel(row.typelogin)}
          {row.invited && <StatusLabel tone="yellow">Invited</StatusLabel>}
          {row.show_on_site && <StatusLabel tone="ink">On the site</StatusLabel>}
        </span>
      ),
    },
    statusColumn<StaffRowProps>(),
  ];
}

/** The judges' or the admins' list. */
export function StaffList({ kind, ...list }: { kind: StaffKind } & ListPageProps<StaffRowProps>) {
  const judge = kind === 'judge';
  return (
    <RecordListPage
      {...list}
      title={judge ? 'Judges' : 'Admins'}
      lead={
        judge
          ? 'The judges of both rounds. A new External judge is mailed a link to choose a password once enabled.'
          : 'The people who run the contest. A new External admin is mailed a link to choose a password once enabled.'
      }
      basePath={judge ? '/admins/judges' : '/admins/admins'}
      columns={columns(kind)}
      noun={judge ? 'judges' : 'admins'}
      newLabel={judge ? 'New judge' : 'New admin'}
      searchPlaceholder="Name or e-mail"
      empty={judge ? 'No judge matches.' : 'No admin matches.'}
      extraFilters={
        judge ? [{ name: 'round', label: 'Round', options: STAGE_OPTIONS, allLabel: 'Both rounds' }] : []
      }
    />
  );
}
