import { StaffAccountForm } from '@/components/admin/records/staff-account-form';
import type { StaffFormPageProps } from '@/types';

/** /admins/admins/create and /admins/admins/{id}/edit. */
export default function AdminAdminForm(props: StaffFormPageProps) {
  return <StaffAccountForm {...props} />;
}
