import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { ContestantProfileForm } from '@/components/admin/contestants/contestant-profile-form';
import type { AdminNewContestantPageProps } from '@/components/admin/contestants/types';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { FormCard } from '@/components/profile/form-card';
import { useModal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import type { ContestantTypeName } from '@/types';

const TYPE_HINTS: Record<ContestantTypeName, string> = {
  entegra: 'An outside business user: signs in with an e-mail link; needs a business name.',
  sodexo: 'A company employee: signs in with single sign-on; their supervisor is mailed an approval request.',
};

/** /admins/contestants/create: the user type selector above the profile form (specification section 2). */
export default function NewContestant({ form, types, companyDomains, listUrl }: AdminNewContestantPageProps) {
  const [typeuser, setTypeuser] = useState<ContestantTypeName>('entegra');
  const { modal, confirm } = useModal();
  return (
    <>
      <Head title="New contestant" />
      <AdminPage>
        <Link
          href={listUrl}
          className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
        >
          <span aria-hidden="true">←</span> Contestants
        </Link>
        <AdminPageHeader
          eyebrow="Contestants"
          title="New contestant"
          lead="The contestant is registered at once and can sign in with the e-mail address below."
        />
        <div className="max-w-4xl">
          <ContestantProfileForm
            initial={form}
            typeuser={typeuser}
            companyDomains={companyDomains}
            url="/admins/contestants/profile/create"
            submitLabel="Create contestant"
            before={
              <FormCard title="Contestant type">
                <SelectField
                  label="User type"
                  name="typeuser"
                  value={typeuser}
                  onChange={(event) => setTypeuser(event.target.value as ContestantTypeName)}
                  options={types.map((type) => ({ value: type, label: type }))}
                  hint={TYPE_HINTS[typeuser]}
                />
              </FormCard>
            }
            onSaved={async (body) => {
              await confirm({
                title: 'Profile saved',
                text: 'The contestant has been created.',
                cancelLabel: null,
              });
              router.visit(String(body.redirectTo));
            }}
          />
        </div>
      </AdminPage>
      {modal}
    </>
  );
}
