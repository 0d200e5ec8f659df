import type { ReactNode } from 'react';
import { AreaLayout } from '@/layouts/area-layout';

export default function JudgeLayout({ children }: { children: ReactNode }) {
  return (
    <AreaLayout area="Judges" home="/judges/dashboard">
      {children}
    </AreaLayout>
  );
}
