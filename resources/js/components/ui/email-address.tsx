import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column may wrap only where a reader expects it, after the @ and before a dot,
 * never in the middle of a word ("chloe.tremblay@" / "maplecommons.ca").
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.indexOf('@');
  const pieces = at < 0 ? [email] : [email.slice(0, at + 1), ...email.slice(at + 1).split(/(?=\.)/)];
  return (
    <span className={className}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}
