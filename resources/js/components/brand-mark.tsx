import clsx from 'clsx';

/** The contest's mark: a chef's toque on a yellow tile, followed by the contest name. */
export function BrandMark({
  name,
  className,
  tone = 'light',
}: {
  name: string;
  className?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <span className={clsx('inline-flex items-center gap-3', className)}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#FFC629" />
        <path
          d="M11 23.5v-5.7a4.3 4.3 0 1 1 2.6-7.9 4.4 4.4 0 0 1 4.8 0A4.3 4.3 0 1 1 21 17.8v5.7z"
          fill="#fff"
          stroke="#111"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
        <path d="M11 20.5h10" stroke="#111" strokeWidth="1.7" strokeLinecap="round" />
      </svg>
      <span
        className={clsx(
          // Long contest names wrap to two lines on phones instead of pushing the menu buttons off screen.
          'max-w-[10.5rem] font-display text-base leading-tight font-semibold tracking-tight sm:max-w-none sm:text-lg',
          tone === 'light' ? 'text-white' : 'text-ink',
        )}
      >
        {name}
      </span>
    </span>
  );
}
