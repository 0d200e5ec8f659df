import {
  ALLERGENS,
  allergenLine,
  allergensOf,
  allergiesMet,
  allergyWarning,
  isAllergenDeclared,
  sortAllergens,
  suggestAllergens,
} from './allergens.js';

describe('suggestAllergens', () => {
  it.each([
    ['feta', ['milk']],
    ['Feta cheese, crumbled', ['milk']],
    ['Tiger SHRIMPS', ['crustacean_shellfish']],
    ['tahini', ['sesame']],
    ['Anchovies in oil', ['fish']],
    ['Eggs', ['eggs']],
    ['egg yolks', ['eggs']],
    ['Pine nuts', ['tree_nuts']],
    ['Roasted peanuts', ['peanuts']],
    ['All-purpose flour', ['wheat']],
    ['Soy sauce', ['wheat', 'soybeans']],
    ['Crème fraîche', ['milk']],
    ["Za'atar", ['sesame']],
    ['Basil pesto', ['milk', 'tree_nuts']],
  ])('suggests from "%s"', (name, expected) => {
    expect(suggestAllergens(name)).toEqual(expected);
  });

  it.each([
    ['Peanut butter', ['peanuts']],
    ['Almond milk', ['tree_nuts']],
    ['Coconut milk', []],
    ['Rice flour', []],
    ['Eggplant', []],
    ['Butternut squash', []],
    ['Nutmeg', []],
    ['Buckwheat groats', []],
    ['Water chestnuts', []],
    ['Corn tortillas', []],
  ])('does not read "%s" as what it is not', (name, expected) => {
    expect(suggestAllergens(name)).toEqual(expected);
  });

  it('suggests nothing for names without a keyword', () => {
    expect(suggestAllergens('Beef brisket')).toEqual([]);
    expect(suggestAllergens('')).toEqual([]);
    expect(suggestAllergens('  ,;  ')).toEqual([]);
  });

  it('lists several allergens in the canonical order', () => {
    expect(suggestAllergens('Sesame shrimp toast with bread and mayo')).toEqual([
      'eggs',
      'crustacean_shellfish',
      'wheat',
      'sesame',
    ]);
  });
});

describe('the recipe allergens', () => {
  it('are the union of the rows’ marks, each once, in order', () => {
    const rows = [
      { allergens: ['sesame', 'milk'] },
      {},
      { allergens: [] },
      { allergens: ['milk', 'wheat', 'unknown'] },
    ];
    expect(allergensOf(rows)).toEqual(['milk', 'wheat', 'sesame']);
  });

  it('keeps only known keys in the canonical order', () => {
    expect(sortAllergens(['sesame', 'x', 'milk', 'sesame'])).toEqual(['milk', 'sesame']);
    expect(sortAllergens([...ALLERGENS].reverse())).toEqual([...ALLERGENS]);
  });

  it('are declared by a mark or by "contains none"', () => {
    expect(isAllergenDeclared(['milk'], false)).toBe(true);
    expect(isAllergenDeclared([], true)).toBe(true);
    expect(isAllergenDeclared([], false)).toBe(false);
  });

  it('read as the "Contains:" line', () => {
    expect(allergenLine(['sesame', 'milk'], false)).toBe('Contains: Milk, Sesame');
    expect(allergenLine(['crustacean_shellfish'], false)).toBe('Contains: Crustacean shellfish');
    expect(allergenLine([], true)).toBe('Contains none of the nine major allergens');
    expect(allergenLine([], false)).toBe('Allergens not declared');
  });
});

describe('a judge’s allergies', () => {
  it('warn about the recipe’s allergens they noted', () => {
    expect(allergiesMet(['milk', 'sesame'], ['sesame', 'peanuts'])).toEqual(['sesame']);
    expect(allergyWarning(['sesame'])).toBe('Contains sesame — you noted a sesame allergy');
    expect(allergyWarning(['milk', 'tree_nuts', 'sesame'])).toBe(
      'Contains milk, tree nuts and sesame — you noted milk, tree nuts and sesame allergies',
    );
  });

  it('say nothing when none is met', () => {
    expect(allergiesMet(['milk'], ['sesame'])).toEqual([]);
    expect(allergyWarning([])).toBeNull();
  });
});
