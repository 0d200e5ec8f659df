import { LazyImage } from '@/components/landing/lazy-image';
import clsx from 'clsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LandingSection } from '@/components/landing/section-heading';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { PublicJudgeProps } from '@/types';

// The biography panel is not part of the first paint: its code loads when a visitor reaches for a judge's card
// (pointer or focus), so it is usually there by the time they click.
const loadSidePanel = () => import('@/components/ui/side-panel');
const SidePanel = lazy(() => loadSidePanel().then((module) => ({ default: module.SidePanel })));
const preloadSidePanel = () => void loadSidePanel();

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function Portrait({ judge, size }: { judge: PublicJudgeProps; size: 'card' | 'panel' }) {
  const src = size === 'card' ? judge.portrait?.thumb : judge.portrait?.large;
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className="flex size-full items-center justify-center bg-ink font-display text-5xl font-semibold text-yellow"
      >
        {initials(judge.name)}
      </div>
    );
  }
  return <LazyImage src={src} alt={`Portrait of ${judge.name}`} className="size-full object-cover" />;
}

export function JudgesSection({ judges }: { judges: PublicJudgeProps[] }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Keep the last judge while the panel slides out.
  const [shown, setShown] = useState<PublicJudgeProps | null>(null);
  const close = useCallback(() => setSelectedId(null), []);

  if (judges.length === 0) return null;

  const open = (judge: PublicJudgeProps) => {
    setShown(judge);
    setSelectedId(judge.id);
  };

  return (
    <LandingSection
      id="judges"
      className="bg-white"
      eyebrow="The panel"
      title="Meet the judges"
      lead="Chefs, nutritionists and operators who know what it takes to put a great dish on a menu."
      // Mounted from the first opening on, so that it can slide out again.
      outside={
        shown && (
          <Suspense fallback={null}>
            <SidePanel
              open={selectedId !== null}
              onClose={close}
              title="Meet the judge"
              ariaLabel={shown.name}
              testId="judges-panel"
            >
              <article>
                <div className="aspect-[4/3] bg-sand">
                  <Portrait judge={shown} size="panel" />
                </div>
                <div className="px-6 py-8 sm:px-8">
                  <h3 className="font-display text-3xl font-semibold text-ink">{shown.name}</h3>
                  <p className="mt-2 text-sm font-semibold tracking-wide text-muted uppercase">
                    {shown.title}
                  </p>
                  <div className="mt-6 space-y-4 text-base leading-relaxed text-ink/85">
                    {shown.biography
                      .split(/\n\s*\n/)
                      .filter((paragraph) => paragraph.trim() !== '')
                      .map((paragraph, index) => (
                        <p key={index}>{paragraph.trim()}</p>
                      ))}
                  </div>
                </div>
              </article>
            </SidePanel>
          </Suspense>
        )
      }
    >
      <ul
        className={clsx(
          'mt-14 grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3 lg:gap-x-8',
          // Full rows: six judges read better as two rows of three than as four plus two.
          judges.length % 4 !== 0 && judges.length % 3 === 0 ? 'lg:gap-x-10' : 'lg:grid-cols-4',
        )}
      >
        {judges.map((judge) => (
          <li key={judge.id}>
            <button
              type="button"
              onClick={() => open(judge)}
              onPointerEnter={preloadSidePanel}
              onFocus={preloadSidePanel}
              aria-haspopup="dialog"
              className="group block w-full rounded-3xl text-left"
              data-testid="judge-card"
            >
              <div className="aspect-[4/5] overflow-hidden rounded-3xl bg-sand">
                <div className="size-full transition duration-500 group-hover:scale-[1.03]">
                  <Portrait judge={judge} size="card" />
                </div>
              </div>
              <span className="mt-4 block font-display text-xl leading-snug font-semibold text-ink">
                {judge.name}
              </span>
              <span className="mt-1 block text-sm text-muted">{judge.title}</span>
              <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 group-hover:decoration-ink">
                Read biography
                <ArrowRightIcon className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
