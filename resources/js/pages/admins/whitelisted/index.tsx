import type { Column } from '@/components/admin/data-table';
import { RecordListPage, statusColumn } from '@/components/admin/records/record-list-page';
import type { ListPageProps, WhitelistedRowProps } from '@/types';

const COLUMNS: Array<Column<WhitelistedRowProps>> = [
  { key: 'domain', label: 'Domain', sortable: true, render: (row) => row.domain },
  statusColumn<WhitelistedRowProps>(),
];

/** /admins/whitelisted: the outside businesses whose people may ask for a sign-in link. */
export default function AdminWhitelisted(props: ListPageProps<WhitelistedRowProps>) {
  return (
    <RecordListPage
      {...props}
      title="Whitelisted domains"
      lead="People with an address at an enabled domain may ask for a mailed sign-in link and enter the contest."
      basePath="/admins/whitelisted"
      columns={COLUMNS}
      noun="domains"
      newLabel="New domain"
      searchPlaceholder="Domain"
      empty="No domain matches."
    />
  );
}
