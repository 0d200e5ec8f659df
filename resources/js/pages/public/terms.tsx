import { Head, Link, usePage } from '@inertiajs/react';
import type { ComponentType, ReactNode } from 'react';
import type { TermsPageProps } from '@/types';
import { HelpEmailLink } from '@/components/help-email-link';

type Props = TermsPageProps;

const Terms: ComponentType<Props> = () => {
  const { contest } = usePage().props;
  const help = <HelpEmailLink />;

  const sections: { title: string; body: ReactNode }[] = [
    {
      title: 'Who can take part',
      body: (
        <p>
          The {contest.appName} is open to professional chefs and cooks employed by the company or by one of
          its partner clients. Company employees take part once their supervisor has approved their
          application; partner-client contestants take part once their business e-mail address has been
          accepted.
        </p>
      ),
    },
    {
      title: 'One recipe per contestant',
      body: (
        <p>
          Each contestant may submit one recipe. A recipe can be saved as a draft as often as needed while the
          submission window is open. Once submitted, the recipe is final and no further edits are permitted.
        </p>
      ),
    },
    {
      title: 'Your submission',
      body: (
        <p>
          A submission includes the recipe name, a description, the list of ingredients and their cost for one
          portion, the preparation, a photograph of the dish and a headshot of the contestant. The recipe must
          be the contestant&rsquo;s own original work.
        </p>
      ),
    },
    {
      title: 'Judging',
      body: (
        <p>
          Recipes are scored by two judging panels, one for the first round and one for the final round, on
          creativity, appearance, ingredients, profitability and deployability. Participation is digital; the
          final round takes place in person. The judges&rsquo; decisions are final.
        </p>
      ),
    },
    {
      title: 'Notifications',
      body: (
        <p>
          Contestants are notified by e-mail at every step: when their application is approved, when their
          recipe has been received, and when the results of each round are known. Please make sure messages
          from the contest are not filtered as spam.
        </p>
      ),
    },
    {
      title: 'Prizes and employment',
      body: (
        <p>
          Finalists and winners must remain employed by the company or by their partner client through the end
          of the competition, including the final round and the prize award. A contestant who leaves that
          employment before the end of the competition forfeits any prize.
        </p>
      ),
    },
    {
      title: 'Use of your recipe and images',
      body: (
        <p>
          By submitting, contestants allow the organisers to publish the recipe, its photographs and the
          contestant&rsquo;s name and headshot on the contest site and in related communications, with credit
          to the contestant.
        </p>
      ),
    },
    {
      title: 'Privacy and cookies',
      body: (
        <p>
          Personal information is used only to run the contest. The site uses cookies to keep you signed in
          and to remember your preferences, such as your answer to the cookie notice.
        </p>
      ),
    },
    {
      title: 'Support',
      body: (
        <p>
          Questions about the contest or these terms can be sent to {help}. We aim to reply within 24 hours.
        </p>
      ),
    },
  ];

  return (
    <>
      <Head title="Terms and Conditions" />
      <div className="bg-ink text-white">
        <div className="mx-auto max-w-4xl px-5 pt-14 pb-16 sm:px-8 sm:pt-20">
          <p className="text-xs font-semibold tracking-[0.22em] text-yellow uppercase">{contest.appName}</p>
          <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-6xl">
            Terms and Conditions
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/75">
            The rules that apply to everyone who takes part in the {contest.editionYear} edition.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-5 py-14 sm:px-8 sm:py-20">
        <ol className="space-y-10">
          {sections.map((section, index) => (
            <li key={section.title} className="grid gap-3 sm:grid-cols-[4rem_1fr]">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-yellow font-display text-lg font-semibold text-ink"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <section aria-labelledby={`terms-${index}`}>
                <h2 id={`terms-${index}`} className="font-display text-2xl font-semibold">
                  {section.title}
                </h2>
                <div className="mt-3 text-base leading-relaxed text-muted">{section.body}</div>
              </section>
            </li>
          ))}
        </ol>
        <Link
          href="/"
          className="mt-14 inline-flex items-center gap-2 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white hover:bg-ink-soft"
        >
          Back to home
        </Link>
      </div>
    </>
  );
};

export default Terms;
