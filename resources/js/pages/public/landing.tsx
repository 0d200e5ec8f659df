import { Head, usePage } from '@inertiajs/react';
import { FaqSection } from '@/components/landing/faq-section';
import { Intro } from '@/components/landing/intro';
import { JudgesSection } from '@/components/landing/judges-section';
import { PastEditions } from '@/components/landing/past-editions';
import { SponsorBar } from '@/components/landing/sponsor-bar';
import type { LandingPageProps } from '@/types';
import { invitesSubmission } from '@shared/site/phase-copy';

type Props = LandingPageProps;

export default function Landing({ intro, sponsors, pastEditions, judges, faq, calendar }: Props) {
  const { contest, auth } = usePage().props;
  // A signed-in contestant is not invited to submit again: the button leads back to their recipe.
  const shown =
    auth.recipe && intro.cta && invitesSubmission(intro.cta.text)
      ? { ...intro, cta: { url: auth.recipe.href, text: auth.recipe.label, enabled: true } }
      : intro;

  return (
    <>
      <Head title={contest.appName} />
      <Intro intro={shown} appName={contest.appName} year={contest.editionYear} calendar={calendar} />
      <SponsorBar sponsors={sponsors} />
      <PastEditions editions={pastEditions} />
      <JudgesSection judges={judges} />
      <FaqSection rows={faq} />
    </>
  );
}
