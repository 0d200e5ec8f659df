import clsx from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  info: 'border-yellow-deep/40 bg-yellow/15 text-ink',
  success: 'border-emerald-700/25 bg-emerald-50 text-emerald-950',
  danger: 'border-danger/25 bg-danger-soft text-danger',
  muted: 'border-ink/10 bg-white text-ink',
} as const;

interface RecipeNoticeProps {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  testId?: string;
}

/** A state message above the recipe: submitted, final round, rejected, window closed, profile needs attention. */
export function RecipeNotice({ tone, icon, title, children, testId }: RecipeNoticeProps) {
  return (
    <div
      className={clsx('flex items-start gap-3 rounded-2xl border px-4 py-4 sm:px-5', tones[tone])}
      data-testid={testId}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 text-sm leading-relaxed">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 opacity-90">{children}</div>}
      </div>
    </div>
  );
}
