import { paragraphs, preparationSteps } from './text-blocks.js';

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('One\ntwo\n\n  \nThree\n')).toEqual(['One\ntwo', 'Three']);
  });
});

describe('preparationSteps', () => {
  it('takes blank-line separated steps as they are', () => {
    expect(preparationSteps('Sear the ribs.\n\nBraise for three hours.')).toEqual([
      'Sear the ribs.',
      'Braise for three hours.',
    ]);
  });

  it('counts one step per number when the steps were typed as numbered lines, and drops the typed numbers', () => {
    expect(
      preparationSteps('1. Drain the ricotta.\n2) Fold in the flour\nuntil just combined.\n3. Boil.'),
    ).toEqual(['Drain the ricotta.', 'Fold in the flour\nuntil just combined.', 'Boil.']);
  });

  it('keeps a paragraph whose first line is not numbered as one step', () => {
    expect(preparationSteps('Mix well.\n2 eggs are enough.')).toEqual(['Mix well.\n2 eggs are enough.']);
  });
});
