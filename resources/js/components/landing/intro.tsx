import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { router } from '@inertiajs/react';
import { Countdown } from '@/components/countdown';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, CalendarIcon } from '@/components/ui/icons';
import { INTRO_ID } from '@/components/site-header';
import type { ButtonLinkProps, IntroProps } from '@/types';

interface Props {
  intro: IntroProps;
  appName: string;
  year: number;
  calendar: ButtonLinkProps | null;
}

const VARIANT_LABELS: Record<IntroProps['variant'], string> = {
  coming_soon: 'Save the date',
  open: 'Now accepting recipes',
  closed: 'Submissions closed',
};

/** A trailing year ("Coming Soon 2025") is set in the accent colour; the text itself is unchanged. */
function Headline({ text }: { text: string }) {
  const match = /^(.*?)(\s*)(\d{4})$/.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {match[1]}
      {match[2]}
      <span className="text-yellow">{match[3]}</span>
    </>
  );
}

/** A decorative seal: the contest name set around a yellow disc with the toque in the middle. */
function EditionSeal({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <defs>
        <path id="seal-circle" d="M100 100m-74 0a74 74 0 1 1 148 0a74 74 0 1 1-148 0" />
      </defs>
      <circle cx="100" cy="100" r="96" fill="#FFC629" />
      <circle cx="100" cy="100" r="58" fill="none" stroke="#111" strokeWidth="1.5" />
      <text
        fontSize="13"
        fontWeight="700"
        letterSpacing="3.2"
        fill="#111"
        style={{ textTransform: 'uppercase' }}
      >
        <textPath href="#seal-circle" textLength="462">
          {label}
        </textPath>
      </text>
      <g
        transform="translate(70 66) scale(1.9)"
        fill="none"
        stroke="#111"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <path
          d="M7.5 27.5v-8a5.6 5.6 0 1 1 3.4-10.3 5.8 5.8 0 0 1 8.2 0 5.6 5.6 0 1 1 3.4 10.3v8z"
          fill="#fff"
        />
        <path d="M7.5 23.5h15" strokeLinecap="round" />
      </g>
    </svg>
  );
}

export function Intro({ intro, appName, year, calendar }: Props) {
  const closed = intro.variant === 'closed';
  // Closed: the tagline is the message, the usual headline steps up as the eyebrow.
  const heading = closed ? (intro.tagline ?? intro.headline) : intro.headline;
  const eyebrow = closed
    ? intro.headline
    : heading.toLowerCase().includes(appName.toLowerCase())
      ? VARIANT_LABELS[intro.variant]
      : appName;
  const note = closed ? null : intro.tagline;
  const showCalendar = calendar?.type === 'file';

  return (
    <section
      id={INTRO_ID}
      aria-labelledby="intro-heading"
      className="intro-backdrop relative isolate overflow-hidden text-white"
      data-testid="intro"
      data-variant={intro.variant}
    >
      {/* Decorative rings and seal, concentric, drawn in CSS and inline SVG */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 flex items-center justify-end overflow-hidden"
      >
        <div className="relative mr-[-16rem] flex size-[34rem] shrink-0 items-center justify-center sm:mr-[-12rem] lg:mr-[-8rem] lg:size-[40rem] xl:mr-[-4rem] xl:size-[46rem]">
          <div className="intro-ring absolute inset-0 rounded-full border border-yellow/25" />
          <div className="intro-ring absolute inset-[17%] rounded-full border border-dashed border-white/15" />
          <EditionSeal
            label={`${appName} · ${year} edition · `}
            className="intro-ring hidden size-56 lg:block xl:size-64"
          />
        </div>
      </div>

      <div className="mx-auto flex min-h-[max(34rem,calc(100svh-7rem))] max-w-7xl flex-col justify-center px-5 pt-28 pb-20 sm:px-8 md:pt-32">
        <div className="intro-animate max-w-3xl lg:max-w-2xl xl:max-w-3xl">
          <p
            style={{ '--step': 0 } as CSSProperties}
            className="inline-flex items-center gap-3 text-xs font-semibold tracking-[0.22em] text-yellow uppercase sm:text-sm"
          >
            <span className="intro-rule inline-block h-px w-10 bg-yellow" aria-hidden="true" />
            {eyebrow}
          </p>

          <h1
            id="intro-heading"
            style={{ '--step': 1 } as CSSProperties}
            className={clsx(
              'mt-6 font-display font-semibold tracking-tight',
              closed
                ? 'text-4xl leading-[1.08] sm:text-5xl xl:text-6xl'
                : 'text-5xl leading-[1.02] sm:text-6xl md:text-7xl xl:text-8xl',
            )}
          >
            <Headline text={heading} />
          </h1>

          {intro.subline && (
            <p
              style={{ '--step': 2 } as CSSProperties}
              className="mt-6 max-w-xl text-lg leading-relaxed text-white/80 sm:text-xl"
            >
              {intro.subline}
            </p>
          )}

          {note && (
            <p
              style={{ '--step': 2 } as CSSProperties}
              className="mt-5 inline-flex max-w-xl items-start gap-3 rounded-2xl border border-yellow/30 bg-yellow/10 px-4 py-3 text-base text-white/90"
            >
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-yellow" />
              {note}
            </p>
          )}

          {intro.countdown && (
            <div style={{ '--step': 2 } as CSSProperties} className="mt-6">
              <Countdown
                countdown={intro.countdown}
                tone="dark"
                // The phase has changed on the server: the intro follows without a manual reload.
                onPassed={() => router.reload()}
              />
            </div>
          )}

          {(intro.cta || showCalendar) && (
            <div
              style={{ '--step': 3 } as CSSProperties}
              className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center"
            >
              {intro.cta && (
                <ButtonLink
                  href={intro.cta.url}
                  disabled={!intro.cta.enabled}
                  color="yellow"
                  size="lg"
                  data-testid="intro-cta"
                >
                  {intro.cta.text}
                  <ArrowRightIcon className="size-5" />
                </ButtonLink>
              )}
              {showCalendar && (
                <ButtonLink
                  href={calendar.url}
                  download
                  color={calendar.color === 'yellow' && !intro.cta ? 'yellow' : 'outline-light'}
                  size="lg"
                  data-testid="calendar-link"
                  aria-label={calendar.detail ? `${calendar.title}: ${calendar.detail}` : undefined}
                >
                  <CalendarIcon className="size-5" />
                  {calendar.title}
                </ButtonLink>
              )}
              {showCalendar && calendar.detail && (
                <p className="text-sm text-white/70 sm:self-center" data-testid="calendar-event">
                  {calendar.detail}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
