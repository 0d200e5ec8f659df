import type { EditionLineBlock, EditionNutritionalFact } from '@/types';

// Rows carry a local key so React keeps each input with its row while rows are added and removed.
let lastKey = 0;
export const newKey = () => ++lastKey;

export interface EditorLine {
  key: number;
  text: string;
}

export interface EditorBlock {
  key: number;
  title: string;
  lines: EditorLine[];
}

export interface EditorFact extends EditionNutritionalFact {
  key: number;
}

export const toEditorBlocks = (blocks: EditionLineBlock[]): EditorBlock[] =>
  blocks.map((block) => ({
    key: newKey(),
    title: block.title,
    lines: block.lines.map((text) => ({ key: newKey(), text })),
  }));

export const fromEditorBlocks = (blocks: EditorBlock[]): EditionLineBlock[] =>
  blocks.map((block) => ({ title: block.title.trim(), lines: block.lines.map((line) => line.text.trim()) }));

export const toEditorFacts = (facts: EditionNutritionalFact[]): EditorFact[] =>
  facts.map((fact) => ({ key: newKey(), ...fact }));

export const fromEditorFacts = (facts: EditorFact[]): EditionNutritionalFact[] =>
  facts.map((fact) => ({ item: fact.item.trim(), quantity: fact.quantity.trim() }));

/** Section 5's rules for the tables, as the server words them: the field's key, its message. */
export function tableErrors(
  field: 'ingredients' | 'preparation',
  blocks: EditorBlock[],
  required: string,
  emptyTable: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (blocks.every((block) => block.lines.length === 0)) {
    found[field] = emptyTable;
    return found;
  }
  blocks.forEach((block, b) => {
    if (block.lines.length === 0) found[`${field}.${b}.lines`] = emptyTable;
    block.lines.forEach((line, l) => {
      if (!line.text.trim()) found[`${field}.${b}.lines.${l}`] = required;
    });
  });
  return found;
}

export function factErrors(
  facts: EditorFact[],
  required: string,
  emptyTable: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (facts.length === 0) found.nutritional_facts = emptyTable;
  facts.forEach((fact, index) => {
    if (!fact.item.trim()) found[`nutritional_facts.${index}.item`] = required;
    if (!fact.quantity.trim()) found[`nutritional_facts.${index}.quantity`] = required;
  });
  return found;
}
