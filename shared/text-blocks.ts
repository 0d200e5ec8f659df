// How free texts typed in forms are shown: paragraphs and numbered preparation steps. No imports: the pages use it too.

/** Texts are written with blank lines between paragraphs; each paragraph keeps its own line breaks. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const NUMBERED_LINE = /^\s*\d+\s*[.)]\s+/;

/**
 * The steps of a preparation, for a numbered list. Steps are separated by blank lines; a text typed as numbered
 * lines ("1. …" on each line, no blank lines) counts one step per number. The typed numbers are dropped, because the
 * list numbers the steps itself.
 */
export function preparationSteps(text: string): string[] {
  return paragraphs(text)
    .flatMap((block) => {
      const lines = block.split('\n').filter((line) => line.trim());
      const numbered = lines.length > 1 && NUMBERED_LINE.test(lines[0]);
      if (!numbered) return [block];
      // Lines without a number continue the step above them.
      const steps: string[] = [];
      for (const line of lines) {
        if (NUMBERED_LINE.test(line) || steps.length === 0) steps.push(line.trim());
        else steps[steps.length - 1] += `\n${line.trim()}`;
      }
      return steps;
    })
    .map((step) => step.replace(NUMBERED_LINE, '').trim())
    .filter(Boolean);
}
