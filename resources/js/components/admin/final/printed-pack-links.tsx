import { ButtonLink } from '@/components/ui/button';
import { PRINTED_PACK_LINKS } from '@shared/admin/printed-pack';

/** The live final's printed pack: the entry book, the judges' paper score sheets and the plate labels (PDF). */
export function PrintedPackLinks() {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Printed pack" data-testid="printed-pack">
      {PRINTED_PACK_LINKS.map((link) => (
        <li key={link.href}>
          <ButtonLink href={link.href} color="outline" size="sm" download data-testid={link.testId}>
            {link.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
