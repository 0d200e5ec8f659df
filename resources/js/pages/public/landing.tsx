import { Head, usePage } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { FaqSection } from '@/components/landing/faq-section';
import { Intro } from '@/components/landing/intro';
import { JudgesSection } from '@/components/landing/judges-section';
import { PastEditions } from '@/components/landing/past-editions';
import { SponsorBar } from '@/components/landing/sponsor-bar';
import type { LandingPageProps } from '@/types';

type Props = LandingPageProps;

export default function Landing({ intro, sponsors, pastEditions, judges, faq, calendar }: Props) {
  const { contest } = usePage().props;
  const [introAnimated, setIntroAnimated] = useState(false);
  const onIntroAnimated = useCallback(() => setIntroAnimated(true), []);

  return (
    <>
      <Head title={contest.appName} />
      <Intro
        intro={intro}
        appName={contest.appName}
        year={contest.editionYear}
        calendar={calendar}
        onAnimated={onIntroAnimated}
      />
      <SponsorBar sponsors={sponsors} animate={introAnimated} />
      <PastEditions editions={pastEditions} />
      <JudgesSection judges={judges} />
      <FaqSection rows={faq} helpEmail={contest.helpEmail} />
    </>
  );
}
