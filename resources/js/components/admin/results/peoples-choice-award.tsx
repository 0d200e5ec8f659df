import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  PEOPLES_CHOICE_PAGES,
  PEOPLES_CHOICE_TEXT,
  type PeoplesChoiceAdminProps,
} from '@shared/judging/peoples-choice';

const STATE_TEXT: Record<PeoplesChoiceAdminProps['state'], string> = {
  off: 'Not offered.',
  ready: 'The vote has not opened yet.',
  open: 'The vote is open: the count shows here once you close it.',
  closed: 'The vote is closed.',
};

/** The People's Choice award on the results page: its own award, beside (never inside) the jury's ranking. */
export function PeoplesChoiceAward({ award }: { award: PeoplesChoiceAdminProps }) {
  const winners = award.result?.filter((row) => row.rank === 1 && row.votes > 0) ?? [];
  return (
    <section
      aria-labelledby="peoples-choice-award"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="peoples-choice-award"
    >
      <SectionHeading
        id="peoples-choice-award"
        lead="Voted by the company on the public gallery of the finalists. A separate award: it does not change the jury's ranking."
      >
        {PEOPLES_CHOICE_TEXT.awardName}
      </SectionHeading>
      <p className="mt-3 text-sm text-muted">
        {STATE_TEXT[award.state]} {award.turnout} vote{award.turnout === 1 ? '' : 's'} counted.
      </p>
      {winners.length > 0 && (
        <p className="mt-2 font-semibold" data-testid="peoples-choice-winner">
          {winners.map((row) => `${row.name} by ${row.chef}`).join(' and ')} ·{' '}
          {PEOPLES_CHOICE_TEXT.votes(winners[0].votes)}
        </p>
      )}
      <ButtonLink href={PEOPLES_CHOICE_PAGES.admin} color="outline" size="sm" className="mt-4">
        Manage the People&apos;s Choice
      </ButtonLink>
    </section>
  );
}
