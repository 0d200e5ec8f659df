import clsx from 'clsx';
import { useState } from 'react';
import { HelpEmailLink } from '@/components/help-email-link';
import { SectionHeading } from '@/components/landing/section-heading';
import { MailIcon, PlusIcon } from '@/components/ui/icons';
import type { FaqRowProps } from '@/types';
import { toggledIn } from '@/lib/sets';

interface Props {
  rows: FaqRowProps[];
}

export function FaqSection({ rows }: Props) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const allOpen = rows.length > 0 && rows.every((row) => openIds.has(row.id));

  const toggle = (id: number) => setOpenIds((current) => toggledIn(current, id));

  const toggleAll = () => setOpenIds(allOpen ? new Set() : new Set(rows.map((row) => row.id)));

  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-cream py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="faq-heading"
            eyebrow="Good to know"
            title="Frequently Asked Questions"
            lead="Rules, timing and everything in between."
          />
        </div>

        <div>
          {rows.length > 0 && (
            <div className="flex justify-end">
              <button
                type="button"
                onClick={toggleAll}
                className="rounded-full border border-ink/20 bg-white px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-ink"
                data-testid="faq-expand-all"
              >
                {allOpen ? 'Collapse' : 'Expand all'}
              </button>
            </div>
          )}

          <div className="mt-4 border-t border-ink/15">
            {rows.map((row) => {
              const open = openIds.has(row.id);
              const buttonId = `faq-question-${row.id}`;
              const panelId = `faq-answer-${row.id}`;
              return (
                <div key={row.id} className="border-b border-ink/15" data-testid="faq-row" data-open={open}>
                  <h3>
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => toggle(row.id)}
                      className="group flex w-full items-start justify-between gap-6 py-6 text-left"
                    >
                      <span className="font-display text-xl leading-snug font-semibold text-ink sm:text-2xl">
                        {row.question}
                      </span>
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full border transition-all duration-300',
                          open
                            ? 'rotate-45 border-ink bg-ink text-yellow'
                            : 'border-ink/25 text-ink group-hover:border-ink',
                        )}
                      >
                        <PlusIcon className="size-4" />
                      </span>
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    className="collapsible"
                    data-open={open}
                  >
                    <div>
                      {/* Sanitised on the server: only formatting tags and links survive. */}
                      <div
                        className="prose-answer max-w-3xl pr-12 pb-7"
                        dangerouslySetInnerHTML={{ __html: row.answerHtml }}
                      />
                    </div>
                  </div>
                </div>
              );
            })}
          </div>

          <p className="mt-10 text-base leading-relaxed text-muted" data-testid="faq-help">
            <MailIcon className="mr-2 inline size-5 align-[-4px] text-ink" />
            Still have a question? Write to{' '}
            <HelpEmailLink className="font-semibold break-all text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink" />{' '}
            — we aim to reply within 24 hours.
          </p>
        </div>
      </div>
    </section>
  );
}
