// The nine major food allergens the FDA names, the keywords that suggest them from an ingredient's name, and the
// "Contains:" line. Pure code without imports, shared by the server (validation, pages, exports) and the editor.

/** Stored keys, in the order every "Contains:" line lists them. */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'crustacean_shellfish',
  'tree_nuts',
  'peanuts',
  'wheat',
  'soybeans',
  'sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  crustacean_shellfish: 'Crustacean shellfish',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soybeans: 'Soybeans',
  sesame: 'Sesame',
};

export const ALLERGEN_TEXTS = {
  none: 'Contains none of the nine major allergens',
  notDeclared: 'Allergens not declared',
  /** The field message of a submission without a declaration while the contest requires one. */
  required:
    'Mark the allergens of your ingredients, or confirm the recipe contains none of the nine major allergens',
  /** "Contains none" beside rows marked with allergens. */
  contradicted: 'Some ingredients are marked with allergens: remove the marks or uncheck this box',
} as const;

/** How firmly a submission is asked for its allergens (and, later, its menu price): a contest setting. */
export const DECLARATION_POLICIES = ['asked', 'required'] as const;
export type DeclarationPolicy = (typeof DECLARATION_POLICIES)[number];

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);
}

/** The allergens given, each once, in the canonical order; anything else is left out. */
export function sortAllergens(values: Iterable<unknown>): Allergen[] {
  const given = new Set(values);
  return ALLERGENS.filter((allergen) => given.has(allergen));
}

/** The recipe's allergens: the union of its rows' marks. */
export function allergensOf(rows: ReadonlyArray<{ allergens?: readonly unknown[] }>): Allergen[] {
  return sortAllergens(rows.flatMap((row) => row.allergens ?? []));
}

/** A recipe declared its allergens when a row is marked or it says it contains none of them. */
export function isAllergenDeclared(allergens: readonly Allergen[], none: boolean): boolean {
  return allergens.length > 0 || none;
}

/** "Contains: Milk, Sesame", "Contains none of the nine major allergens" or "Allergens not declared". */
export function allergenLine(allergens: readonly Allergen[], none: boolean): string {
  if (allergens.length > 0)
    return `Contains: ${sortAllergens(allergens)
      .map((a) => ALLERGEN_LABELS[a])
      .join(', ')}`;
  return none ? ALLERGEN_TEXTS.none : ALLERGEN_TEXTS.notDeclared;
}

/** The allergens of a recipe a judge noted for themself, in order. */
export function allergiesMet(recipe: readonly Allergen[], allergies: readonly Allergen[]): Allergen[] {
  return sortAllergens(recipe.filter((allergen) => allergies.includes(allergen)));
}

/** "Contains sesame — you noted a sesame allergy" (several: "Contains milk and sesame — you noted …"). */
export function allergyWarning(met: readonly Allergen[]): string | null {
  if (met.length === 0) return null;
  const names = met.map((allergen) => ALLERGEN_LABELS[allergen].toLowerCase());
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Contains ${list} — you noted ${names.length === 1 ? `a ${list} allergy` : `${list} allergies`}`;
}

/**
 * Keywords by allergen, separated by ', '. Phrases that would otherwise be read as an allergen they are not ("peanut butter" is not
 * milk, "almond milk" not milk, "rice flour" not wheat) are listed in PHRASES and win over the single words.
 */
const KEYWORDS: Record<Allergen, string> = {
  milk:
    'milk, cheese, butter, buttermilk, cream, yogurt, yoghurt, feta, parmesan, parmigiano, pecorino, ' +
    'mozzarella, burrata, cheddar, ricotta, mascarpone, brie, camembert, gouda, gruyere, emmental, ' +
    'swiss cheese, provolone, halloumi, paneer, queso, cotija, manchego, gorgonzola, roquefort, ghee, ' +
    'whey, casein, creme fraiche, half and half, kefir, custard, labneh, quark, bechamel, alfredo, ' +
    'pesto, ice cream, dulce de leche',
  eggs: 'egg, yolk, egg white, mayonnaise, mayo, aioli, meringue, custard, hollandaise, bearnaise',
  fish:
    'fish, salmon, tuna, cod, anchovy, sardine, tilapia, halibut, trout, haddock, mackerel, sea bass, ' +
    'bass, snapper, catfish, mahi, swordfish, pollock, branzino, sole, flounder, herring, grouper, ' +
    'bonito, worcestershire, caesar dressing',
  crustacean_shellfish:
    'shrimp, prawn, crab, lobster, crawfish, crayfish, langoustine, scampi, krill, shellfish',
  tree_nuts:
    'almond, walnut, pecan, cashew, pistachio, hazelnut, filbert, macadamia, brazil nut, pine nut, ' +
    'pignoli, chestnut, praline, marzipan, frangipane, nutella, pesto, tree nut, mixed nut',
  peanuts: 'peanut, groundnut, satay',
  wheat:
    'wheat, flour, bread, breadcrumb, panko, pasta, spaghetti, linguine, fettuccine, penne, macaroni, ' +
    'lasagna, ravioli, gnocchi, noodle, couscous, bulgur, semolina, durum, farro, spelt, seitan, ' +
    'tortilla, pita, naan, croissant, baguette, brioche, crouton, orzo, udon, ramen, phyllo, filo, ' +
    'puff pastry, pastry, bun, roux, soy sauce, teriyaki, cracker',
  soybeans: 'soy, soya, soybean, soy sauce, tamari, miso, tofu, edamame, tempeh, teriyaki',
  sesame: 'sesame, tahini, benne, gomasio, halva, za atar, zaatar, hummus',
};

/** Phrases read before the words, with the allergens they suggest (often none). */
const PHRASES: ReadonlyArray<readonly [string, readonly Allergen[]]> = [
  ['peanut butter', ['peanuts']],
  ['almond butter', ['tree_nuts']],
  ['cashew butter', ['tree_nuts']],
  ['sunflower butter', []],
  ['cocoa butter', []],
  ['shea butter', []],
  ['apple butter', []],
  ['almond milk', ['tree_nuts']],
  ['cashew milk', ['tree_nuts']],
  ['soy milk', ['soybeans']],
  ['oat milk', []],
  ['rice milk', []],
  ['coconut milk', []],
  ['coconut cream', []],
  ['cream of tartar', []],
  ['almond flour', ['tree_nuts']],
  ['rice flour', []],
  ['corn flour', []],
  ['chickpea flour', []],
  ['coconut flour', []],
  ['corn tortilla', []],
  ['rice noodle', []],
  ['water chestnut', []],
  ['eggplant', []],
  ['egg plant', []],
  ['butternut', []],
  ['buckwheat', []],
];

/** One word's singular, good enough for ingredient names (tomatoes, anchovies, radishes, nuts); 'ss' stays. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Lower case, accents off, words of letters only, each singular: " feta cheese crumble ". */
function normalize(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(singular);
  return ` ${words.join(' ')} `;
}

const NORMALIZED_PHRASES = PHRASES.map(([phrase, allergens]) => [normalize(phrase), allergens] as const);
const NORMALIZED_KEYWORDS = ALLERGENS.map(
  (allergen) => [allergen, KEYWORDS[allergen].split(', ').map((keyword) => normalize(keyword))] as const,
);

/** The allergens an ingredient's name suggests ("Feta, crumbled" → milk; "Tiger shrimps" → crustacean shellfish). */
export function suggestAllergens(name: string): Allergen[] {
  let text = normalize(name);
  const found = new Set<Allergen>();
  for (const [phrase, allergens] of NORMALIZED_PHRASES) {
    if (!text.includes(phrase)) continue;
    allergens.forEach((allergen) => found.add(allergen));
    text = text.split(phrase).join(' ');
  }
  for (const [allergen, keywords] of NORMALIZED_KEYWORDS) {
    if (keywords.some((keyword) => text.includes(keyword))) found.add(allergen);
  }
  return sortAllergens(found);
}
