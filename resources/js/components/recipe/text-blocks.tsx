import { paragraphs } from '@shared/text-blocks';

/** A text cut at its blank lines, one `<p>` a paragraph; `keepLines` keeps the single line breaks inside one. */
export function Paragraphs({
  text,
  className,
  keepLines = false,
}: {
  text: string;
  className?: string;
  keepLines?: boolean;
}) {
  return (
    <div className={className}>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index} className={keepLines ? 'whitespace-pre-line' : undefined}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** One preparation step behind its number in a yellow-on-ink disc. */
export function NumberedStep({
  number,
  text,
  keepLines = false,
}: {
  number: number;
  text: string;
  keepLines?: boolean;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-yellow"
      >
        {number}
      </span>
      <p className={keepLines ? 'pt-1 leading-relaxed whitespace-pre-line' : 'pt-1 leading-relaxed'}>
        {text}
      </p>
    </li>
  );
}
