import { Head } from '@inertiajs/react';
import { ScoreCorrections } from '@/components/final/score-corrections';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { ButtonLink } from '@/components/ui/button';
import type { ScoreCorrectionsPageProps } from '@shared/judging/vote-corrections';

/** /admins/final/scores: every final-round score by plate, corrected here with a reason that stays beside it. */
export default function AdminFinalScores({ votes, closed, backUrl }: ScoreCorrectionsPageProps) {
  return (
    <>
      <Head title="Final-round scores" />
      <AdminPage>
        <AdminPageHeader
          eyebrow="Final round"
          title="Final-round scores"
          lead="Correct a score entered wrongly (a paper sheet typed in later, a slip of the finger). The judge's own scores and your reason stay in the audit log and the votes export."
          actions={
            <ButtonLink href={backUrl} color="outline">
              Back to the live final
            </ButtonLink>
          }
        />
        <ScoreCorrections votes={votes} closed={closed} />
      </AdminPage>
    </>
  );
}
