import { StaffAccountForm } from '@/components/admin/records/staff-account-form';
import type { StaffFormPageProps } from '@/types';

/** /admins/judges/create and /admins/judges/{id}/edit. */
export default function AdminJudgeForm(props: StaffFormPageProps) {
  return <StaffAccountForm {...props} />;
}
