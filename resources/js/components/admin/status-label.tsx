import clsx from 'clsx';

export type StatusTone = 'green' | 'red' | 'yellow' | 'grey' | 'ink';

const tones: Record<StatusTone, string> = {
  green: 'bg-[#e7f5ec] text-[#17663a] ring-[#17663a]/20',
  red: 'bg-danger-soft text-danger ring-danger/20',
  yellow: 'bg-yellow/25 text-ink ring-yellow-deep/40',
  grey: 'bg-sand text-muted ring-ink/10',
  ink: 'bg-ink text-white ring-ink',
};

const dots: Record<StatusTone, string> = {
  green: 'bg-[#17663a]',
  red: 'bg-danger',
  yellow: 'bg-yellow-deep',
  grey: 'bg-muted/60',
  ink: 'bg-yellow',
};

/** A small coloured pill with a dot: a record's state in lists and on review pages. */
export function StatusLabel({
  tone,
  children,
  className,
  testId,
}: {
  tone: StatusTone;
  children: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      data-testid={testId}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', dots[tone])} />
      {children}
    </span>
  );
}
