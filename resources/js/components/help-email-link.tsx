import { usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';

const UNDERLINED = 'font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4';

/**
 * The contest's help address as a mail link: the area footer, the error page, the terms, the supervisor's answer
 * page, the landing page's questions and the public footer. `children` come before the address (an icon).
 */
export function HelpEmailLink({
  className = UNDERLINED,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const { contest } = usePage().props;
  return (
    <a href={`mailto:${contest.helpEmail}`} className={className}>
      {children}
      {contest.helpEmail}
    </a>
  );
}
