// What the judge's account page receives. Pages import these types with `import type`; they carry no runtime code.

import type { Allergen } from '../recipes/allergens.js';

/** GET /judges/account: the judge's own account, where they note their allergies. */
export interface JudgeAccountPageProps {
  judge: { name: string; email: string };
  /** The major allergens the judge noted: recipes containing one warn them on their list and vote page. */
  allergies: Allergen[];
  saveUrl: string;
  listUrl: string;
}

/** 200 answer of POST /judges/account/allergies. */
export interface SaveAllergiesAnswer {
  data: { allergies: Allergen[] };
  message: string;
}
