import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { OutboxStatus } from '@/components/judging/outbox-status';
import { useJudgeDevice } from '@/components/judging/use-judge-device';
import { AreaLayout } from '@/layouts/area-layout';

export default function JudgeLayout({ children }: { children: ReactNode }) {
  useJudgeDevice();
  return (
    <AreaLayout area="Judges" home="/judges/dashboard">
      {/* Installable at the venue: the judges' web app (vite.config.ts writes it with the build). */}
      <Head>
        <link rel="manifest" href="/build/judges.webmanifest" />
        <meta name="theme-color" content="#111111" />
      </Head>
      <OutboxStatus />
      {children}
    </AreaLayout>
  );
}
