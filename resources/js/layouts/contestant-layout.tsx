import type { ReactNode } from 'react';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { AreaLayout } from '@/layouts/area-layout';

export default function ContestantLayout({ children }: { children: ReactNode }) {
  return (
    <AreaLayout area="Contestants" home="/">
      {children}
      <UnsavedChangesDialog />
    </AreaLayout>
  );
}
