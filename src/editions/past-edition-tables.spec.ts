import { MESSAGES } from '../common/validation.js';
import { PAST_EDITION_MESSAGES, pastEditionTables } from './past-edition-tables.js';

describe(pastEditionTables.name, () => {
  const read = (raw: Partial<Record<'ingredients' | 'preparation' | 'nutritional_facts', unknown>>) => {
    const errors: Record<string, string[]> = {};
    const tables = pastEditionTables(
      {
        ingredients: JSON.stringify([{ title: 'Base', lines: ['flour'] }]),
        preparation: JSON.stringify([{ title: '', lines: ['Mix.'] }]),
        nutritional_facts: JSON.stringify([{ item: 'Calories', quantity: '300 kcal' }]),
        ...raw,
      },
      errors,
    );
    return { tables, errors };
  };

  it('reads well-formed tables, trimming every text', () => {
    const { tables, errors } = read({
      ingredients: JSON.stringify([{ title: ' Base ', lines: [' flour '] }]),
    });
    expect(errors).toEqual({});
    expect(tables.ingredients).toEqual([{ title: 'Base', lines: ['flour'] }]);
  });

  it("says 'The field is required' of a table without rows, blocks without lines included", () => {
    const { errors } = read({
      ingredients: '',
      preparation: JSON.stringify([{ title: 'Empty', lines: [] }]),
      nutritional_facts: '[]',
    });
    expect(errors).toEqual({
      ingredients: [PAST_EDITION_MESSAGES.emptyTable],
      preparation: [PAST_EDITION_MESSAGES.emptyTable],
      nutritional_facts: [PAST_EDITION_MESSAGES.emptyTable],
    });
  });

  it('names each empty line and each half-filled nutritional row', () => {
    const { errors } = read({
      ingredients: JSON.stringify([
        { title: 'A', lines: ['salt', ' '] },
        { title: 'B', lines: [] },
      ]),
      nutritional_facts: JSON.stringify([{ item: '', quantity: '1 g' }]),
    });
    expect(errors).toEqual({
      'ingredients.0.lines.1': [MESSAGES.required],
      'ingredients.1.lines': [PAST_EDITION_MESSAGES.emptyTable],
      'nutritional_facts.0.item': [MESSAGES.required],
    });
  });

  it('refuses text that is not a JSON list', () => {
    expect(read({ preparation: '{not json' }).errors).toEqual({ preparation: [MESSAGES.format] });
    expect(read({ nutritional_facts: '{"item":"x"}' }).errors).toEqual({
      nutritional_facts: [MESSAGES.format],
    });
  });
});
