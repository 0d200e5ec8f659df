import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import { ContestantHeader, ContestantTabs } from '@/components/admin/contestants/contestant-header';
import { ContestantProfileForm } from '@/components/admin/contestants/contestant-profile-form';
import { ProfileBox } from '@/components/admin/contestants/profile-box';
import { RecipeTab } from '@/components/admin/contestants/recipe-tab';
import { SettingsForm } from '@/components/admin/contestants/settings-form';
import type { AdminContestantPageProps } from '@/components/admin/contestants/types';
import { VotesBox } from '@/components/admin/contestants/votes-box';
import { ConflictsPanel } from '@/components/admin/conflicts/conflicts-panel';
import { AdminPage } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useModal } from '@/components/ui/modal';

/** /admins/contestants/{profile|recipe|settings}/{user}: one contestant, in three tabs (specification section 2). */
export default function AdminContestant(props: AdminContestantPageProps) {
  const { tab, contestant, listUrl } = props;
  const { modal, confirm } = useModal();
  return (
    <>
      <Head title={contestant.fullName} />
      <AdminPage>
        <ContestantHeader contestant={contestant} listUrl={listUrl} />
        <ContestantTabs id={contestant.id} current={tab} />
        {tab === 'profile' && <ProfileTab {...props} confirm={confirm} />}
        {tab === 'recipe' && (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
            <RecipeTab
              key={props.recipe?.updatedAt ?? 'new'}
              contestantId={contestant.id}
              recipe={props.recipe}
              editor={props.editor}
              pricing={props.pricing}
              confirm={confirm}
            />
            <VotesBox votes={props.votes} />
          </div>
        )}
        {tab === 'settings' && (
          <div className="flex max-w-3xl flex-col gap-6">
            <SettingsForm
              key={JSON.stringify(props.settings)}
              contestantId={contestant.id}
              employee={contestant.typeuser === 'sodexo'}
              initial={props.settings}
              confirm={confirm}
            />
            <ConflictsPanel
              key={JSON.stringify(props.conflicts.conflicts)}
              side="contestant"
              contestantId={contestant.id}
              contestantName={contestant.fullName}
              data={props.conflicts}
            />
          </div>
        )}
      </AdminPage>
      {modal}
    </>
  );
}

function ProfileTab({
  contestant,
  profile,
  form,
  companyDomains,
  votes,
  confirm,
}: AdminContestantPageProps & { confirm: ReturnType<typeof useModal>['confirm'] }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {editing ? (
          <ContestantProfileForm
            initial={form}
            typeuser={contestant.typeuser}
            companyDomains={companyDomains}
            url={`/admins/contestants/profile/${contestant.id}`}
            submitLabel="Save profile"
            onCancel={() => setEditing(false)}
            onSaved={async () => {
              await confirm({ title: 'Profile saved', cancelLabel: null });
              setEditing(false);
              router.reload();
            }}
          />
        ) : profile ? (
          <>
            <ProfileBox profile={profile} authorized={contestant.authorization.status} />
            <div>
              <Button color="black" onClick={() => setEditing(true)}>
                Edit profile
              </Button>
            </div>
          </>
        ) : (
          <section className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-sand sm:p-10">
            <h2 className="font-display text-xl font-semibold text-ink">No profile yet</h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-muted">
              The contestant has not registered. You can fill in the profile on their behalf.
            </p>
            <Button className="mt-5" color="yellow" onClick={() => setEditing(true)}>
              Fill in the profile
            </Button>
          </section>
        )}
      </div>
      <VotesBox votes={votes} />
    </div>
  );
}
