import type { ReactNode } from 'react';
import { AreaLayout } from '@/layouts/area-layout';

/** The supervisor's approval page: a person with no account, who is not a contestant. */
export default function SupervisorLayout({ children }: { children: ReactNode }) {
  return (
    <AreaLayout area="Supervisors" home="/">
      {children}
    </AreaLayout>
  );
}
