import { LazyImage } from '@/components/landing/lazy-image';
import type { CSSProperties } from 'react';
import type { SponsorProps } from '@/types';

interface Props {
  sponsors: SponsorProps[];
}

/** On tall screens the logos join the intro's entrance (app.css); nothing here waits for JavaScript. */
export function SponsorBar({ sponsors }: Props) {
  if (sponsors.length === 0) return null;
  return (
    <section
      aria-labelledby="sponsors-heading"
      className="sponsor-bar border-b border-sand bg-white"
      data-testid="sponsor-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-5 py-8 sm:px-8 lg:flex-row lg:gap-12">
        <h2
          id="sponsors-heading"
          className="shrink-0 text-xs font-semibold tracking-[0.2em] text-muted uppercase lg:max-w-36 lg:leading-relaxed"
        >
          Proudly supported by
        </h2>
        <ul className="grid w-full grid-cols-2 items-center gap-x-6 gap-y-6 sm:grid-cols-4 lg:gap-10">
          {sponsors.map((sponsor, index) => {
            const logo = (
              <LazyImage
                src={sponsor.logoUrl}
                alt={sponsor.name}
                className="mx-auto h-12 w-auto max-w-full object-contain opacity-80 grayscale transition duration-300 hover:opacity-100 hover:grayscale-0 sm:h-14"
              />
            );
            return (
              <li key={sponsor.name} className="sponsor-logo" style={{ '--step': index } as CSSProperties}>
                {sponsor.url ? (
                  <a
                    href={sponsor.url}
                    className="block rounded-lg p-2"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {logo}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <div className="p-2">{logo}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
