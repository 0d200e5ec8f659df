import { StaffList } from '@/components/admin/records/staff-list';
import type { ListPageProps, StaffRowProps } from '@/types';

/** /admins/judges: every judge, searchable and sortable; each row opens the edit form. */
export default function AdminJudges(props: ListPageProps<StaffRowProps>) {
  return <StaffList kind="judge" {...props} />;
}
