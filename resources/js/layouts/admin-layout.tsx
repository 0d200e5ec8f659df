import type { ReactNode } from 'react';
import { AreaLayout } from '@/layouts/area-layout';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AreaLayout area="Administration" home="/admins/dashboard">
      {children}
    </AreaLayout>
  );
}
