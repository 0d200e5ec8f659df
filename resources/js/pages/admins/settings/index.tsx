import { Head } from '@inertiajs/react';
import { AssignmentCard } from '@/components/admin/settings/assignment-card';
import { ContestForm } from '@/components/admin/settings/contest-form';
import { FaqEditor } from '@/components/admin/settings/faq-editor';
import { SponsorSlots } from '@/components/admin/settings/sponsor-slots';
import { useModal } from '@/components/ui/modal';
import type { AdminSettingsPageProps } from '@/types';

/** /admins/settings: what the landing page says, the FAQ, the sponsors and the judging rounds. */
export default function AdminSettings({
  settings,
  faq,
  sponsors,
  phases,
  editionYear,
  schedule,
  assignment,
}: AdminSettingsPageProps) {
  const { modal, confirm } = useModal();
  const saved = () => confirm({ title: 'Settings saved', cancelLabel: null });
  return (
    <>
      <Head title="Settings" />
      <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <header>
          <p className="text-xs font-semibold tracking-[0.22em] text-muted uppercase">
            Edition {editionYear}
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight text-ink">
            Contest settings
          </h1>
        </header>
        <ContestForm settings={settings} phases={phases} schedule={schedule} onSaved={saved} />
        <AssignmentCard assignment={assignment} confirm={confirm} />
        <FaqEditor rows={faq} confirm={confirm} onSaved={saved} />
        <SponsorSlots slots={sponsors} onSaved={saved} />
      </div>
      {modal}
    </>
  );
}
