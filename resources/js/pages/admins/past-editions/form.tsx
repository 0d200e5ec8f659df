import { PastEditionForm } from '@/components/admin/records/past-edition-form';
import type { PastEditionFormPageProps } from '@/types';

/** /admins/past-editions/create and /admins/past-editions/{id}/edit. */
export default function AdminPastEditionForm(props: PastEditionFormPageProps) {
  return <PastEditionForm {...props} />;
}
