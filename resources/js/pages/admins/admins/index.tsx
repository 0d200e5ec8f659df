import { StaffList } from '@/components/admin/records/staff-list';
import type { ListPageProps, StaffRowProps } from '@/types';

/** /admins/admins: every administrator, searchable and sortable; each row opens the edit form. */
export default function AdminAdmins(props: ListPageProps<StaffRowProps>) {
  return <StaffList kind="admin" {...props} />;
}
