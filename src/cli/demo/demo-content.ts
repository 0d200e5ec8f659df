import type { LoginType, Stage } from '../../auth/staff-account.entity.js';
import type { ContestantType } from '../../contestants/contestant.entity.js';
import type { PostalAddress } from '../../contestants/profile.entity.js';
import type { PastEditionContent } from '../../editions/past-edition-content.js';
import type { NutritionalFact } from '../../editions/past-edition.entity.js';
import type { IngredientRow, Measure } from '../../recipes/recipe.entity.js';
import type { AuthorizationStatus, ReviewStatus } from '@shared/statuses.js';
import type { DishSpec, LogoSpec, PortraitSpec } from './demo-pictures.js';

/** The demo's sign-in passwords: printed at the end of the seed, never meant for a real contest. */
export const DEMO_PASSWORDS = { admin: 'contest-admin-2025', judge: 'contest-judge-2025' } as const;
export const DEMO_HELP_EMAIL = 'help@recipe-contest.local';

export const DEMO_SETTINGS = {
  phase: 'open' as const,
  ctaText: 'Submit your recipe',
  ctaUrl: '/login',
  ctaEnabled: true,
  helpEmail: DEMO_HELP_EMAIL,
  calendarTitle: 'Final round: live judging',
  calendarDescription:
    'The finalists cook their recipes live for the final-round judges. Winners are announced at the end of the afternoon.',
  calendarLocation: 'Culinary Innovation Center, 9801 Washingtonian Blvd, Gaithersburg, MD 20878',
  /** The event is placed this many days after the seed, at 14:00 UTC, for three hours. */
  calendarInDays: 42,
  calendarHours: 3,
  firstRoundOpen: true,
  secondRoundOpen: false,
};

const helpLink = `<a href="mailto:${DEMO_HELP_EMAIL}">${DEMO_HELP_EMAIL}</a>`;

export const DEMO_FAQ: { question: string; answer: string }[] = [
  {
    question: 'Who can take part?',
    answer:
      'Professional chefs and cooks working for Sodexo in the United States or Canada, and kitchens of our partner clients whose e-mail domain is registered for the contest. Sodexo employees sign in with their company account; partner clients ask for a sign-in link by e-mail.',
  },
  {
    question: 'How many recipes can I submit?',
    answer:
      'One recipe per contestant. You can save a draft as often as you like; once you press <strong>Submit</strong> the recipe is final and can no longer be edited.',
  },
  {
    question: 'Does my supervisor need to approve my entry?',
    answer:
      'Yes, for Sodexo employees: when you register we ask your supervisor to confirm your participation. Your profile shows the status of that approval. Partner clients do not need an approval.',
  },
  {
    question: 'How are recipes judged?',
    answer:
      'By two panels of judges. The first-round panel scores every approved recipe on creativity, appearance, ingredients, profitability and deployability. The best recipes go to the final round, where a second panel chooses the winners.',
  },
  {
    question: 'Do I have to travel?',
    answer:
      'Participation is digital: you register, write and submit your recipe online. Only the final round takes place in person, where the finalists cook for the judges at a live event.',
  },
  {
    question: 'How will I know the results?',
    answer:
      'Every contestant is notified by e-mail: when a recipe is reviewed, when the finalists are chosen and when the winners are announced.',
  },
  {
    question: 'What if I change jobs during the contest?',
    answer:
      'Winners must remain employed by Sodexo or by the participating client through the end of the competition. A winner who leaves before then forfeits the prize.',
  },
  {
    question: 'I have a question that is not answered here.',
    answer: `Write to us at ${helpLink}. Our support team aims to reply within 24 hours.`,
  },
];

export const DEMO_SPONSORS: { name: string; url: string; logo: LogoSpec }[] = [
  {
    name: 'Harvest Table Foods',
    url: 'https://example.com/sponsors/harvest-table-foods',
    logo: {
      name: 'Harvest Table Foods',
      tagline: 'Farm to kitchen',
      color: '#2e5e2e',
      accent: '#c49a2c',
      emblem: 'wheat',
    },
  },
  {
    name: 'Copperline Cookware',
    url: 'https://example.com/sponsors/copperline-cookware',
    logo: {
      name: 'Copperline Cookware',
      tagline: 'Built for the line',
      color: '#4e342e',
      accent: '#c8723a',
      emblem: 'pan',
    },
  },
  {
    name: 'Blue Mesa Spices',
    url: 'https://example.com/sponsors/blue-mesa-spices',
    logo: {
      name: 'Blue Mesa Spices',
      tagline: 'Bold since 1987',
      color: '#1a3d6d',
      accent: '#e4572e',
      emblem: 'flame',
    },
  },
  {
    name: 'Northfield Dairy',
    url: 'https://example.com/sponsors/northfield-dairy',
    logo: {
      name: 'Northfield Dairy',
      tagline: 'Family owned',
      color: '#0d47a1',
      accent: '#64b5f6',
      emblem: 'drop',
    },
  },
];

/** Every demo edition's nutrition label lists these facts, in this order. */
const NUTRITION_LABEL = [
  'Calories',
  'Total fat',
  'Saturated fat',
  'Cholesterol',
  'Sodium',
  'Carbohydrates',
  'Dietary fiber',
  'Sugars',
  'Protein',
] as const;

/** One amount for each fact of a label. */
type Amounts<Label extends readonly string[]> = { -readonly [Fact in keyof Label]: string };

/** A nutrition label from its amounts, one for each fact of NUTRITION_LABEL, in its order. */
function nutrition(...amounts: Amounts<typeof NUTRITION_LABEL>): NutritionalFact[] {
  return NUTRITION_LABEL.map((item, index) => ({ item, quantity: amounts[index] }));
}

export interface DemoEdition extends PastEditionContent {
  tips: string;
  allergens: string;
  chef: PortraitSpec;
  dish: DishSpec;
}

export const DEMO_EDITIONS: DemoEdition[] = [
  {
    year: 2024,
    chefName: 'Marisol Vega',
    chefDescription:
      'Executive Chef at Riverside Medical Center in San Antonio, Texas. Marisol grew up cooking with her grandmother in Laredo and has spent fifteen years feeding patients, staff and visitors food that tastes like home.',
    recipeName: 'Smoked Paprika Chicken with Charred Corn and Black Bean Salsa',
    recipeDescription:
      'Bone-in chicken thighs rubbed with smoked paprika and cumin, roasted until crisp and served over cilantro-lime rice with a bright salsa of charred corn, black beans and lime.',
    prepTime: '25 min',
    cookTime: '40 min',
    yield: '8 portions',
    ingredients: [
      {
        title: 'For the chicken',
        lines: [
          '8 bone-in chicken thighs (about 3 lb)',
          '2 tbsp smoked paprika',
          '1 tbsp ground cumin',
          '2 tsp kosher salt',
          '3 garlic cloves, grated',
          '3 tbsp olive oil',
          'Juice of 1 lime',
        ],
      },
      {
        title: 'For the salsa',
        lines: [
          '3 ears sweet corn, husked',
          '1 can (15 oz) black beans, rinsed',
          '1 red bell pepper, diced',
          '1/2 red onion, finely diced',
          '1 jalapeño, seeded and minced',
          '1/2 cup chopped cilantro',
          'Juice of 2 limes',
          'Salt to taste',
        ],
      },
      {
        title: 'To serve',
        lines: ['4 cups cooked cilantro-lime rice', '1/2 cup crumbled cotija', 'Lime wedges'],
      },
    ],
    preparation: [
      {
        title: 'Marinate',
        lines: [
          'Mix the paprika, cumin, salt, garlic, olive oil and lime juice.',
          'Rub the mixture over the chicken and under the skin; refrigerate for at least 1 hour or overnight.',
        ],
      },
      {
        title: 'Roast',
        lines: [
          'Heat the oven to 425 °F.',
          'Roast the thighs skin side up on a rack for 35 to 40 minutes, until the skin is crisp and the meat reaches 175 °F.',
        ],
      },
      {
        title: 'Salsa',
        lines: [
          'Char the corn over a grill or a dry cast-iron pan, then cut the kernels off the cob.',
          'Toss with the beans, pepper, onion, jalapeño, cilantro and lime juice; season with salt.',
        ],
      },
      {
        title: 'Plate',
        lines: [
          'Spoon rice onto each plate, add a thigh and a generous spoonful of salsa.',
          'Finish with cotija and a lime wedge.',
        ],
      },
    ],
    nutritionalFacts: nutrition('520', '24 g', '6 g', '140 mg', '780 mg', '41 g', '8 g', '6 g', '36 g'),
    tips: 'The salsa is best made an hour ahead so the flavors come together. For a catering line, roast the thighs on sheet pans and hold them uncovered so the skin stays crisp.',
    allergens: 'Milk (cotija). Gluten-free as written.',
    chef: {
      initials: 'MV',
      background: ['#ffe0b2', '#e65100'],
      skin: '#c68642',
      hair: '#2b1b14',
      shirt: '#bf360c',
      chef: true,
    },
    dish: {
      style: 'plate',
      table: ['#d7b48a', '#8d6240'],
      main: '#b5541d',
      sides: ['#43a047', '#212121', '#fdd835'],
      sauce: '#e64a19',
      garnish: '#2e7d32',
      seed: 2024,
    },
  },
  {
    year: 2023,
    chefName: 'Kwame Mensah',
    chefDescription:
      'Sous Chef at Lakeside University Dining in Chicago, Illinois. Kwame brings the flavors of his Ghanaian childhood to a campus kitchen that serves six thousand students a day.',
    recipeName: 'Jollof-Spiced Salmon with Coconut Rice and Charred Plantains',
    recipeDescription:
      'Salmon glazed with a smoky tomato and pepper jollof sauce, on coconut rice with caramelised plantains and a quick cucumber relish.',
    prepTime: '30 min',
    cookTime: '30 min',
    yield: '6 portions',
    ingredients: [
      {
        title: 'For the jollof glaze',
        lines: [
          '2 tbsp vegetable oil',
          '1 onion, chopped',
          '1 red bell pepper, chopped',
          '1 scotch bonnet, seeded',
          '3 tbsp tomato paste',
          '1 tsp smoked paprika',
          '1 tsp curry powder',
          '1/2 tsp dried thyme',
        ],
      },
      {
        title: 'For the salmon and rice',
        lines: [
          '6 salmon fillets (5 oz each)',
          '2 cups jasmine rice',
          '1 can (13.5 oz) coconut milk',
          '1 1/4 cups water',
          '1 tsp salt',
        ],
      },
      {
        title: 'Plantains and relish',
        lines: [
          '3 ripe plantains, sliced on the bias',
          '1 tbsp butter',
          '1 cucumber, diced',
          '1/4 red onion, minced',
          '2 tbsp rice vinegar',
        ],
      },
    ],
    preparation: [
      {
        title: 'Glaze',
        lines: [
          'Blend the onion, pepper and scotch bonnet until smooth.',
          'Fry the tomato paste in the oil for 2 minutes, add the purée and spices and cook for 10 minutes until thick.',
        ],
      },
      {
        title: 'Rice',
        lines: [
          'Rinse the rice, then simmer with the coconut milk, water and salt, covered, for 15 minutes. Rest for 5 minutes.',
        ],
      },
      {
        title: 'Salmon and plantains',
        lines: [
          'Brush the salmon with the glaze and roast at 400 °F for 10 to 12 minutes.',
          'Fry the plantains in butter until deeply caramelised on both sides.',
        ],
      },
      {
        title: 'Serve',
        lines: [
          'Mix the cucumber, onion and vinegar.',
          'Plate the rice, top with salmon, add plantains and relish.',
        ],
      },
    ],
    nutritionalFacts: nutrition('640', '27 g', '14 g', '75 mg', '620 mg', '68 g', '4 g', '14 g', '33 g'),
    tips: 'The glaze keeps for a week in the refrigerator and also works on chicken or roasted cauliflower. Use plantains with mostly black skins for the sweetest result.',
    allergens: 'Fish, milk (butter).',
    chef: {
      initials: 'KM',
      background: ['#c8e6c9', '#1b5e20'],
      skin: '#6b4226',
      hair: '#1b1b1b',
      shirt: '#2e7d32',
      chef: true,
    },
    dish: {
      style: 'bowl',
      table: ['#e8d9c4', '#a1887f'],
      main: '#ef6c00',
      sides: ['#fff3e0', '#f4a261', '#8bc34a'],
      sauce: '#d84315',
      garnish: '#388e3c',
      seed: 2023,
    },
  },
  {
    year: 2022,
    chefName: 'Hannah Lindqvist',
    chefDescription:
      'Chef Manager at the Northgate corporate campus in Minneapolis, Minnesota. Hannah cooks with what the upper Midwest grows and runs a kitchen garden on the campus roof.',
    recipeName: 'Maple-Mustard Pork Tenderloin with Root Vegetable Hash',
    recipeDescription:
      'Pork tenderloin brushed with a maple and grainy mustard glaze, sliced over a crisp hash of parsnip, sweet potato and beet, with an apple cider pan sauce.',
    prepTime: '20 min',
    cookTime: '35 min',
    yield: '4 portions',
    ingredients: [
      {
        title: 'For the pork',
        lines: [
          '2 pork tenderloins (about 1 lb each)',
          '3 tbsp maple syrup',
          '2 tbsp whole-grain mustard',
          '1 tsp chopped thyme',
          'Salt and pepper',
        ],
      },
      {
        title: 'For the hash',
        lines: [
          '1 sweet potato, diced',
          '2 parsnips, diced',
          '1 red beet, diced',
          '1 shallot, sliced',
          '2 tbsp canola oil',
        ],
      },
      { title: 'For the sauce', lines: ['1 cup apple cider', '1/2 cup chicken stock', '1 tbsp cold butter'] },
    ],
    preparation: [
      {
        title: 'Hash',
        lines: ['Toss the vegetables with oil and salt and roast at 425 °F for 25 minutes, turning once.'],
      },
      {
        title: 'Pork',
        lines: [
          'Sear the seasoned tenderloins on all sides.',
          'Brush with the maple-mustard glaze and roast for 12 to 15 minutes to 145 °F; rest for 5 minutes.',
        ],
      },
      {
        title: 'Sauce and plate',
        lines: [
          'Deglaze the pan with cider and stock, reduce by half and whisk in the butter.',
          'Slice the pork over the hash and spoon the sauce around.',
        ],
      },
    ],
    nutritionalFacts: nutrition('480', '14 g', '4 g', '150 mg', '540 mg', '44 g', '7 g', '24 g', '47 g'),
    tips: 'Roast the beet on its own corner of the pan so it does not colour the other vegetables. The hash can be roasted ahead and crisped on the flat-top to order.',
    allergens: 'Mustard, milk (butter).',
    chef: {
      initials: 'HL',
      background: ['#e1f5fe', '#01579b'],
      skin: '#f1c27d',
      hair: '#d4a55a',
      shirt: '#0277bd',
      chef: true,
    },
    dish: {
      style: 'plate',
      table: ['#cfd8dc', '#607d8b'],
      main: '#c77d5a',
      sides: ['#ff8f00', '#ad1457', '#ffe082'],
      sauce: '#8d4925',
      garnish: '#33691e',
      seed: 2022,
    },
  },
];

export interface DemoJudge {
  key: string;
  name: string;
  lastname: string;
  email: string;
  stage: Stage;
  typelogin: LoginType;
  title: string;
  biography: string;
  portrait: PortraitSpec;
}

export const DEMO_JUDGES: DemoJudge[] = [
  {
    key: 'olivia',
    name: 'Olivia',
    lastname: 'Grant',
    email: 'olivia.grant@recipe-contest.local',
    stage: 'first',
    typelogin: 'credential',
    title: 'Executive Chef, Campus Dining',
    biography:
      'Olivia leads the culinary team of a large university campus, where she rebuilt the menu around scratch cooking and seasonal produce. She has judged regional cook-offs for ten years.',
    portrait: {
      initials: 'OG',
      background: ['#ffe0b2', '#e65100'],
      skin: '#8d5524',
      hair: '#2b1b14',
      shirt: '#263238',
      chef: true,
    },
  },
  {
    key: 'rafael',
    name: 'Rafael',
    lastname: 'Moreno',
    email: 'rafael.moreno@recipe-contest.local',
    stage: 'first',
    typelogin: 'credential',
    title: 'Culinary Director, Healthcare Services',
    biography:
      'Rafael oversees menus for thirty hospitals and senior living communities. He cares about food that is nourishing, affordable and easy to reproduce in any kitchen.',
    portrait: {
      initials: 'RM',
      background: ['#bbdefb', '#1565c0'],
      skin: '#e0ac69',
      hair: '#3e2723',
      shirt: '#37474f',
    },
  },
  {
    key: 'hannah',
    name: 'Hannah',
    lastname: 'Whitfield',
    email: 'hannah.whitfield@sodexo.com',
    stage: 'first',
    typelogin: 'sso',
    title: 'Regional Chef, Corporate Services',
    biography:
      'Hannah supports forty corporate cafés across the Northeast, training teams on new recipes and making sure a dish tastes the same in Boston as in Philadelphia.',
    portrait: {
      initials: 'HW',
      background: ['#f8bbd0', '#ad1457'],
      skin: '#f1c27d',
      hair: '#8d5524',
      shirt: '#880e4f',
    },
  },
  {
    key: 'samuel',
    name: 'Samuel',
    lastname: 'Ito',
    email: 'samuel.ito@sodexo.com',
    stage: 'first',
    typelogin: 'sso',
    title: 'Pastry Chef and Menu Developer',
    biography:
      'Samuel trained in Osaka and Chicago and now develops desserts and baked goods for campus and corporate menus. He looks for technique that holds up at volume.',
    portrait: {
      initials: 'SI',
      background: ['#d1c4e9', '#4527a0'],
      skin: '#f3d2a2',
      hair: '#111111',
      shirt: '#311b92',
      chef: true,
    },
  },
  {
    key: 'beatrice',
    name: 'Beatrice',
    lastname: 'Laurent',
    email: 'beatrice.laurent@recipe-contest.local',
    stage: 'second',
    typelogin: 'credential',
    title: 'Chef-Owner, Laurent & Daughters',
    biography:
      'Beatrice runs a family bistro in New Orleans and teaches at a local culinary school. She has chaired the final-round panel since the contest began.',
    portrait: {
      initials: 'BL',
      background: ['#fff9c4', '#f57f17'],
      skin: '#c68642',
      hair: '#4e342e',
      shirt: '#5d4037',
      chef: true,
    },
  },
  {
    key: 'andre',
    name: 'Andre',
    lastname: 'Whitaker',
    email: 'andre.whitaker@sodexo.com',
    stage: 'second',
    typelogin: 'sso',
    title: 'Vice President, Culinary Innovation',
    biography:
      'Andre leads culinary innovation for North America, turning the best ideas from the field into recipes served across thousands of sites.',
    portrait: {
      initials: 'AW',
      background: ['#b2dfdb', '#00695c'],
      skin: '#6b4226',
      hair: '#1b1b1b',
      shirt: '#004d40',
    },
  },
];

export const DEMO_ADMINS: { name: string; lastname: string; email: string; typelogin: LoginType }[] = [
  { name: 'Alex', lastname: 'Rivera', email: 'admin@recipe-contest.local', typelogin: 'credential' },
  { name: 'Jordan', lastname: 'Blake', email: 'jordan.blake@sodexo.com', typelogin: 'sso' },
];

export const DEMO_DOMAINS: { domain: string; isActive: boolean }[] = [
  { domain: 'entegra.com', isActive: true },
  { domain: 'harborbistro.com', isActive: true },
  { domain: 'maplecommons.ca', isActive: true },
  { domain: 'oldpartner.com', isActive: false },
];

/** One ingredient row as the recipe editor stores it: numbers kept as typed strings. */
function row(ingredient: string, quantity: string, measure: Measure, costUnit: string): IngredientRow {
  return { ingredient, measure, quantity, cost_unit: costUnit };
}

export interface DemoRecipe {
  name: string;
  description: string;
  preparation: string;
  ingredients: IngredientRow[];
  /** Stage 1 submitted. */
  submitted: boolean;
  review: ReviewStatus;
  /** Stage 2 submitted (finalists). */
  secondSubmitted?: boolean;
  /** Drawn when set; drafts may have no picture yet. */
  dish: DishSpec | null;
  headshot: boolean;
}

export interface DemoProfile {
  phone: string;
  home: PostalAddress;
  unit?: PostalAddress;
  managerName?: string;
  managerEmail?: string;
  managerReason?: string;
  businessName?: string;
}

export interface DemoContestant {
  key: string;
  email: string;
  name: string | null;
  lastname: string | null;
  typeuser: ContestantType;
  isAuthorized: AuthorizationStatus;
  isActive: boolean;
  isFinalist: boolean;
  onboarded: boolean;
  /** Days before the seed when the contestant first signed in, and registered (null: not yet). */
  joinedDaysAgo: number;
  registeredDaysAgo: number | null;
  profile: DemoProfile | null;
  recipe: DemoRecipe | null;
  portrait: PortraitSpec | null;
}

const us = (address: string, city: string, state: string, zip: string): PostalAddress => ({
  address,
  city,
  state,
  zip,
  country: 'US',
});
const ca = (address: string, city: string, state: string, zip: string): PostalAddress => ({
  address,
  city,
  state,
  zip,
  country: 'CA',
});

export const DEMO_CONTESTANTS: DemoContestant[] = [
  // Sodexo employees: single sign-on, a supervisor approves them.
  {
    key: 'maria',
    email: 'maria.lopez@sodexo.com',
    name: 'Maria',
    lastname: 'Lopez',
    typeuser: 'sodexo',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 6,
    registeredDaysAgo: 6,
    profile: {
      phone: '2105550143',
      home: us('418 Magnolia Ave', 'San Antonio', 'TX', '78212'),
      unit: us('7703 Floyd Curl Dr', 'San Antonio', 'TX', '78229'),
      managerName: 'Daniel Ortiz',
      managerEmail: 'daniel.ortiz@sodexo.com',
    },
    recipe: {
      name: 'Green Chile Chicken Pozole',
      description: 'A bright, brothy pozole with roasted poblano, tomatillo and tender chicken thigh.',
      preparation: '',
      ingredients: [
        row('Chicken thigh, boneless', '4', 'Ounce', '0.19'),
        row('White hominy, drained', '0.5', 'Cup', '0.35'),
        row('Tomatillo salsa verde', '2', 'Tablespoon', '0.12'),
        row('Poblano pepper', '1', 'Each', '0.35'),
      ],
      submitted: false,
      review: 0,
      dish: null,
      headshot: false,
    },
    portrait: null,
  },
  {
    key: 'james',
    email: 'james.carter@sodexo.com',
    name: 'James',
    lastname: 'Carter',
    typeuser: 'sodexo',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: false,
    joinedDaysAgo: 2,
    registeredDaysAgo: 2,
    profile: {
      phone: '6175550178',
      home: us('52 Linden St', 'Somerville', 'MA', '02143'),
      unit: us('1 Financial Center', 'Boston', 'MA', '02111'),
      managerName: 'Laura Chen',
      managerEmail: 'laura.chen@sodexo.com',
    },
    recipe: null,
    portrait: null,
  },
  {
    key: 'aisha',
    email: 'aisha.rahman@sodexo.com',
    name: 'Aisha',
    lastname: 'Rahman',
    typeuser: 'sodexo',
    isAuthorized: 2,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 21,
    registeredDaysAgo: 20,
    profile: {
      phone: '7135550121',
      home: us('2210 Westheimer Rd', 'Houston', 'TX', '77098'),
      unit: us('6565 Fannin St', 'Houston', 'TX', '77030'),
      managerName: 'Robert Kim',
      managerEmail: 'robert.kim@sodexo.com',
    },
    recipe: {
      name: 'Chickpea and Spinach Masala with Cumin Rice',
      description:
        'A weeknight-friendly vegan curry: chickpeas and spinach simmered in a tomato and coconut masala, served with cumin-scented basmati and warm naan.',
      preparation: [
        '1. Toast the cumin seed in oil, add the basmati and water and simmer covered for 15 minutes.',
        '2. Sweat the onion until golden, add the garam masala and cook for 1 minute.',
        '3. Add the crushed tomatoes and coconut milk and simmer for 10 minutes.',
        '4. Fold in the chickpeas and spinach and cook until the spinach wilts; season.',
        '5. Serve over the rice with cilantro and a warm naan.',
      ].join('\n'),
      ingredients: [
        row('Chickpeas, cooked', '0.75', 'Cup', '0.40'),
        row('Baby spinach', '1', 'Cup', '0.45'),
        row('Crushed tomatoes', '0.5', 'Cup', '0.30'),
        row('Yellow onion', '2', 'Ounce', '0.06'),
        row('Garam masala', '1', 'Teaspoon', '0.15'),
        row('Coconut milk', '2', 'Fluid', '0.14'),
        row('Basmati rice', '0.5', 'Cup', '0.28'),
        row('Cumin seed', '0.5', 'Teaspoon', '0.08'),
        row('Cilantro', '0.1', 'Bunch', '0.99'),
        row('Naan', '1', 'Each', '0.55'),
      ],
      submitted: true,
      review: 0,
      dish: {
        style: 'bowl',
        table: ['#efe3cf', '#b08d6a'],
        main: '#e0a030',
        sides: ['#2e7d32', '#f5f0e1', '#d84315'],
        sauce: '#bf360c',
        garnish: '#43a047',
        seed: 101,
      },
      headshot: true,
    },
    portrait: {
      initials: 'AR',
      background: ['#f3e5f5', '#6a1b9a'],
      skin: '#a0672f',
      hair: '#1b1b1b',
      shirt: '#4a148c',
      chef: true,
    },
  },
  {
    key: 'tom',
    email: 'tom.becker@sodexo.com',
    name: 'Tom',
    lastname: 'Becker',
    typeuser: 'sodexo',
    isAuthorized: 2,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 34,
    registeredDaysAgo: 34,
    profile: {
      phone: '4145550187',
      home: us('1820 N Farwell Ave', 'Milwaukee', 'WI', '53202'),
      unit: us('1155 W Wisconsin Ave', 'Milwaukee', 'WI', '53233'),
      managerName: 'Susan Miller',
      managerEmail: 'susan.miller@sodexo.com',
    },
    recipe: {
      name: 'Smoked Brisket Hash with Chipotle Hollandaise',
      description:
        'Leftover smoked brisket crisped with Yukon potatoes and peppers, topped with a soft egg and a smoky chipotle hollandaise.',
      preparation: [
        '1. Par-cook the diced potatoes, then crisp them on the flat-top with the onion and pepper.',
        '2. Add the chopped brisket and cook until the edges caramelise.',
        '3. Whisk the yolk and lemon over a bain-marie, mount with melted butter and season with chipotle.',
        '4. Poach or fry the egg, set it on the hash and spoon the hollandaise over; finish with scallion.',
      ].join('\n'),
      ingredients: [
        row('Smoked brisket, chopped', '4', 'Ounce', '0.42'),
        row('Yukon gold potato', '5', 'Ounce', '0.07'),
        row('Red bell pepper', '1.5', 'Ounce', '0.12'),
        row('Red onion', '1', 'Ounce', '0.07'),
        row('Egg', '1', 'Each', '0.24'),
        row('Butter', '1', 'Tablespoon', '0.14'),
        row('Chipotle in adobo', '1', 'Teaspoon', '0.09'),
        row('Lemon juice', '1', 'Teaspoon', '0.05'),
        row('Scallion', '0.1', 'Bunch', '0.79'),
      ],
      submitted: true,
      review: 1,
      dish: {
        style: 'plate',
        table: ['#d7b48a', '#7b5238'],
        main: '#6d3b1f',
        sides: ['#c62828', '#ffd54f', '#e8c27a'],
        sauce: '#f9a825',
        garnish: '#558b2f',
        seed: 102,
      },
      headshot: true,
    },
    portrait: {
      initials: 'TB',
      background: ['#e3f2fd', '#0d47a1'],
      skin: '#f1c27d',
      hair: '#a1662f',
      shirt: '#1a237e',
      chef: true,
    },
  },
  {
    key: 'priya',
    email: 'priya.nair@sodexo.com',
    name: 'Priya',
    lastname: 'Nair',
    typeuser: 'sodexo',
    isAuthorized: 2,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 30,
    registeredDaysAgo: 29,
    profile: {
      phone: '4085550116',
      home: us('77 Rio Robles E', 'San Jose', 'CA', '95134'),
      unit: us('3000 Tasman Dr', 'Santa Clara', 'CA', '95054'),
      managerName: 'Michael Brown',
      managerEmail: 'michael.brown@sodexo.com',
    },
    recipe: {
      name: 'Coconut Curry Shrimp Noodles',
      description:
        'Rice noodles in a fragrant red curry and coconut broth with seared shrimp, bok choy, lime and Thai basil.',
      preparation: [
        '1. Soak the rice noodles in hot water for 8 minutes and drain.',
        '2. Fry the curry paste for a minute, add the coconut milk and simmer.',
        '3. Sear the shrimp, add the bok choy and pour in the curry.',
        '4. Toss with the noodles and finish with lime juice and Thai basil.',
      ].join('\n'),
      ingredients: [
        row('Shrimp 21/25, peeled', '4', 'Ounce', '0.55'),
        row('Rice noodles', '2', 'Ounce', '0.12'),
        row('Coconut milk', '3', 'Fluid', '0.14'),
        row('Red curry paste', '1', 'Tablespoon', '0.22'),
        row('Baby bok choy', '2', 'Ounce', '0.11'),
        row('Lime', '0.5', 'Each', '0.30'),
        row('Thai basil', '0.1', 'Bunch', '1.29'),
      ],
      submitted: true,
      review: 2,
      dish: {
        style: 'bowl',
        table: ['#e0e0e0', '#757575'],
        main: '#ff7043',
        sides: ['#fff8e1', '#66bb6a', '#ffca28'],
        sauce: '#e65100',
        garnish: '#2e7d32',
        seed: 103,
      },
      headshot: true,
    },
    portrait: {
      initials: 'PN',
      background: ['#fce4ec', '#c2185b'],
      skin: '#a0672f',
      hair: '#1b1b1b',
      shirt: '#880e4f',
    },
  },
  {
    key: 'kevin',
    email: 'kevin.obrien@sodexo.com',
    name: 'Kevin',
    lastname: "O'Brien",
    typeuser: 'sodexo',
    isAuthorized: 1,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 25,
    registeredDaysAgo: 25,
    profile: {
      phone: '3125550190',
      home: us('2745 N Clark St', 'Chicago', 'IL', '60614'),
      unit: us('233 S Wacker Dr', 'Chicago', 'IL', '60606'),
      managerName: 'Patricia Nolan',
      managerEmail: 'patricia.nolan@sodexo.com',
      managerReason:
        'Kevin is scheduled to transfer to another account before the final round, so he cannot represent this site.',
    },
    recipe: {
      name: 'Stout-Braised Beef Pot Pie',
      description: 'Beef chuck braised in stout with carrots and onions under a flaky puff pastry lid.',
      preparation: '1. Brown the beef, deglaze with stout and braise for 2 hours.',
      ingredients: [
        row('Beef chuck, cubed', '5', 'Ounce', '0.38'),
        row('Stout beer', '2', 'Fluid', '0.15'),
        row('Puff pastry', '2', 'Ounce', '0.28'),
        row('Carrot', '2', 'Ounce', '0.05'),
      ],
      submitted: false,
      review: 0,
      dish: {
        style: 'tart',
        table: ['#bcaaa4', '#5d4037'],
        main: '#a0522d',
        sides: ['#ff8f00', '#6d4c41', '#8d6e63'],
        sauce: '#3e2723',
        garnish: '#33691e',
        seed: 104,
      },
      headshot: false,
    },
    portrait: null,
  },
  {
    key: 'sofia',
    email: 'sofia.rossi@sodexo.com',
    name: 'Sofia',
    lastname: 'Rossi',
    typeuser: 'sodexo',
    isAuthorized: 2,
    isActive: true,
    isFinalist: true,
    onboarded: true,
    joinedDaysAgo: 40,
    registeredDaysAgo: 40,
    profile: {
      phone: '2155550134',
      home: us('915 Christian St', 'Philadelphia', 'PA', '19147'),
      unit: us('3400 Spruce St', 'Philadelphia', 'PA', '19104'),
      managerName: 'Gregory Walsh',
      managerEmail: 'gregory.walsh@sodexo.com',
    },
    recipe: {
      name: 'Lemon Ricotta Gnocchi with Brown Butter and Sage',
      description:
        'Pillowy ricotta gnocchi that need no potato and no special equipment, tossed in nutty brown butter with crisp sage, sweet peas and lemon.',
      preparation: [
        '1. Drain the ricotta for 30 minutes, then mix with the yolk, parmesan, lemon zest and salt.',
        '2. Fold in the flour until just combined; roll into ropes and cut into 3/4-inch pieces.',
        '3. Boil the gnocchi until they float, plus 30 seconds.',
        '4. Brown the butter with the sage leaves, add the peas and the gnocchi and toss.',
        '5. Plate and finish with pea shoots, more lemon zest and parmesan.',
      ].join('\n'),
      ingredients: [
        row('Whole-milk ricotta', '3', 'Ounce', '0.21'),
        row('All-purpose flour', '0.5', 'Cup', '0.09'),
        row('Parmesan, grated', '2', 'Tablespoon', '0.18'),
        row('Egg yolk', '1', 'Each', '0.24'),
        row('Lemon', '0.5', 'Each', '0.35'),
        row('Butter', '1.5', 'Tablespoon', '0.14'),
        row('Sage', '0.15', 'Bunch', '1.49'),
        row('Sweet peas', '0.5', 'Cup', '0.32'),
        row('Pea shoots', '0.5', 'Ounce', '0.40'),
      ],
      submitted: true,
      review: 1,
      secondSubmitted: true,
      dish: {
        style: 'salad',
        table: ['#eceff1', '#90a4ae'],
        main: '#f3e0b5',
        sides: ['#7cb342', '#f6c453', '#e8d8a8'],
        sauce: '#c58b3c',
        garnish: '#558b2f',
        seed: 105,
      },
      headshot: true,
    },
    portrait: {
      initials: 'SR',
      background: ['#fff3e0', '#ef6c00'],
      skin: '#f1c27d',
      hair: '#4e342e',
      shirt: '#bf360c',
      chef: true,
    },
  },
  {
    key: 'marcus',
    email: 'marcus.johnson@sodexo.com',
    name: 'Marcus',
    lastname: 'Johnson',
    typeuser: 'sodexo',
    isAuthorized: 2,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 28,
    registeredDaysAgo: 27,
    profile: {
      phone: '6155550162',
      home: us('1404 Fatherland St', 'Nashville', 'TN', '37206'),
      unit: us('2201 West End Ave', 'Nashville', 'TN', '37235'),
      managerName: 'Angela Davis',
      managerEmail: 'angela.davis@sodexo.com',
    },
    recipe: {
      name: 'Nashville Hot Cauliflower Sandwich',
      description:
        'Buttermilk-battered cauliflower fried crisp, brushed with cayenne hot honey and stacked on brioche with pickles and a cool slaw.',
      preparation: [
        '1. Soak the cauliflower steaks in seasoned buttermilk for 20 minutes.',
        '2. Dredge in flour and fry at 350 °F until deep golden.',
        '3. Whisk the cayenne into warm hot honey and a spoon of the frying oil; brush over the cauliflower.',
        '4. Build on a toasted bun with slaw and pickle chips.',
      ].join('\n'),
      ingredients: [
        row('Cauliflower', '6', 'Ounce', '0.14'),
        row('Brioche bun', '1', 'Each', '0.45'),
        row('Buttermilk', '2', 'Fluid', '0.05'),
        row('All-purpose flour', '0.5', 'Cup', '0.09'),
        row('Cayenne pepper', '1', 'Teaspoon', '0.10'),
        row('Hot honey', '1', 'Tablespoon', '0.20'),
        row('Dill pickle chips', '1', 'Ounce', '0.12'),
        row('Cabbage slaw', '2', 'Ounce', '0.09'),
        row('Canola oil, for frying', '2', 'Fluid', '0.06'),
      ],
      submitted: true,
      review: 1,
      dish: {
        style: 'sandwich',
        table: ['#d7ccc8', '#6d4c41'],
        main: '#c0392b',
        sides: ['#9ccc65', '#e53935', '#c5e1a5'],
        sauce: '#ff7043',
        garnish: '#33691e',
        seed: 106,
      },
      headshot: true,
    },
    portrait: {
      initials: 'MJ',
      background: ['#e8f5e9', '#2e7d32'],
      skin: '#6b4226',
      hair: '#1b1b1b',
      shirt: '#1b5e20',
    },
  },

  // Outside business users: partner clients on whitelisted domains, signed in with a mailed link.
  {
    key: 'emily',
    email: 'emily.chen@harborbistro.com',
    name: 'Emily',
    lastname: 'Chen',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: false,
    joinedDaysAgo: 3,
    registeredDaysAgo: 3,
    profile: {
      phone: '2065550109',
      home: us('1201 Alaskan Way', 'Seattle', 'WA', '98101'),
      businessName: 'Harbor Bistro',
    },
    recipe: null,
    portrait: null,
  },
  {
    key: 'newcomer',
    email: 'chef.on.call@entegra.com',
    name: null,
    lastname: null,
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: false,
    joinedDaysAgo: 1,
    registeredDaysAgo: null,
    profile: null,
    recipe: null,
    portrait: null,
  },
  {
    key: 'luis',
    email: 'luis.hernandez@entegra.com',
    name: 'Luis',
    lastname: 'Hernandez',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 9,
    registeredDaysAgo: 9,
    profile: {
      phone: '6025550155',
      home: us('3302 N 24th St', 'Phoenix', 'AZ', '85016'),
      businessName: 'Entegra Procurement Services',
    },
    recipe: {
      name: 'Birria Quesatacos',
      description:
        'Slow-braised beef birria folded into griddled corn tortillas with melted cheese, served with consommé for dipping.',
      preparation: '',
      ingredients: [
        row('Beef shank', '4', 'Ounce', '0.36'),
        row('Guajillo chiles', '2', 'Each', '0.12'),
        row('Corn tortillas', '3', 'Each', '0.08'),
      ],
      submitted: false,
      review: 0,
      dish: null,
      headshot: false,
    },
    portrait: null,
  },
  {
    key: 'grace',
    email: 'grace.kim@harborbistro.com',
    name: 'Grace',
    lastname: 'Kim',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 15,
    registeredDaysAgo: 15,
    profile: {
      phone: '2065550183',
      home: us('88 Spring St', 'Seattle', 'WA', '98104'),
      businessName: 'Harbor Bistro',
    },
    recipe: {
      name: 'Gochujang-Glazed Salmon Rice Bowl',
      description:
        'Salmon lacquered with a sweet and spicy gochujang glaze over seasoned rice with quick-pickled cucumber, carrot and kimchi.',
      preparation: [
        '1. Season the cooked rice with rice vinegar and a pinch of sugar.',
        '2. Whisk gochujang and honey; brush over the salmon and broil for 6 to 8 minutes.',
        '3. Slice the cucumber and carrot thinly and toss with a little vinegar.',
        '4. Build the bowl: rice, salmon, vegetables and kimchi; finish with sesame and scallion.',
      ].join('\n'),
      ingredients: [
        row('Salmon fillet', '3.5', 'Ounce', '0.58'),
        row('Sushi rice', '0.5', 'Cup', '0.30'),
        row('Gochujang', '1', 'Tablespoon', '0.18'),
        row('Honey', '1', 'Teaspoon', '0.07'),
        row('English cucumber', '2', 'Ounce', '0.08'),
        row('Carrot', '1', 'Ounce', '0.05'),
        row('Kimchi', '1.5', 'Ounce', '0.20'),
        row('Sesame seeds', '1', 'Teaspoon', '0.06'),
        row('Scallion', '0.1', 'Bunch', '0.79'),
      ],
      submitted: true,
      review: 0,
      dish: {
        style: 'bowl',
        table: ['#cfd8dc', '#546e7a'],
        main: '#ff8a65',
        sides: ['#fafafa', '#aed581', '#ff7043'],
        sauce: '#d84315',
        garnish: '#689f38',
        seed: 107,
      },
      headshot: true,
    },
    portrait: {
      initials: 'GK',
      background: ['#e0f7fa', '#00838f'],
      skin: '#f3d2a2',
      hair: '#111111',
      shirt: '#006064',
    },
  },
  {
    key: 'omar',
    email: 'omar.haddad@entegra.com',
    name: 'Omar',
    lastname: 'Haddad',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 33,
    registeredDaysAgo: 33,
    profile: {
      phone: '3135550127',
      home: us('13101 W Warren Ave', 'Dearborn', 'MI', '48126'),
      businessName: 'Cedar Grill Catering',
    },
    recipe: {
      name: "Za'atar Chicken Shawarma Plate",
      description:
        "Chicken thighs marinated in yogurt, garlic and za'atar, roasted hot and served with pita, a chopped salad, pickled turnips and garlic sauce.",
      preparation: [
        "1. Marinate the chicken in yogurt, garlic, za'atar, olive oil and salt for at least 2 hours.",
        '2. Roast at 450 °F until charred at the edges, rest and slice thinly.',
        '3. Chop the tomato, cucumber and parsley; dress with olive oil and lemon.',
        '4. Plate with warm pita, pickled turnips and a spoon of garlic yogurt.',
      ].join('\n'),
      ingredients: [
        row('Chicken thigh, boneless', '5', 'Ounce', '0.19'),
        row("Za'atar", '1', 'Teaspoon', '0.16'),
        row('Greek yogurt', '2', 'Ounce', '0.11'),
        row('Garlic, minced', '1', 'Teaspoon', '0.05'),
        row('Pita bread', '1', 'Each', '0.35'),
        row('Roma tomato', '2', 'Ounce', '0.09'),
        row('Cucumber', '2', 'Ounce', '0.08'),
        row('Pickled turnips', '1', 'Ounce', '0.15'),
        row('Flat-leaf parsley', '0.1', 'Bunch', '0.89'),
        row('Olive oil', '1', 'Tablespoon', '0.15'),
      ],
      submitted: true,
      review: 1,
      dish: {
        style: 'plate',
        table: ['#e6d3b3', '#9c7a54'],
        main: '#c8893c',
        sides: ['#e53935', '#9ccc65', '#f8bbd0'],
        sauce: '#fff8e1',
        garnish: '#2e7d32',
        seed: 108,
      },
      headshot: true,
    },
    portrait: {
      initials: 'OH',
      background: ['#fffde7', '#f9a825'],
      skin: '#c68642',
      hair: '#212121',
      shirt: '#37474f',
      chef: true,
    },
  },
  {
    key: 'chloe',
    email: 'chloe.tremblay@maplecommons.ca',
    name: 'Chloé',
    lastname: 'Tremblay',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 26,
    registeredDaysAgo: 26,
    profile: {
      phone: '5145550148',
      home: ca('2100 Rue Sainte-Catherine O', 'Montréal', 'QC', 'H3H 1M6'),
      businessName: 'Maple Commons Café',
    },
    recipe: {
      name: 'Maple Pulled Pork Poutine',
      description:
        'Crisp double-fried potatoes with squeaky cheese curds, maple-braised pulled pork and a peppery gravy.',
      preparation: [
        '1. Braise the pork shoulder with maple, onion and stock until it shreds, about 3 hours.',
        '2. Blanch the cut potatoes at 300 °F, then fry at 375 °F until crisp.',
        '3. Heat the gravy with a spoon of the braising liquid.',
        '4. Top the fries with curds and pork and ladle the hot gravy over.',
      ].join('\n'),
      ingredients: [
        row('Pork shoulder', '4', 'Ounce', '0.24'),
        row('Russet potato', '6', 'Ounce', '0.05'),
        row('Cheese curds', '2', 'Ounce', '0.38'),
        row('Maple syrup', '1', 'Tablespoon', '0.28'),
        row('Beef gravy', '3', 'Fluid', '0.10'),
        row('Canola oil, for frying', '2', 'Fluid', '0.06'),
      ],
      submitted: true,
      review: 2,
      dish: {
        style: 'plate',
        table: ['#d7ccc8', '#795548'],
        main: '#8d5a2b',
        sides: ['#fff59d', '#f5f5f5', '#ffe082'],
        sauce: '#5d4037',
        garnish: '#558b2f',
        seed: 109,
      },
      headshot: true,
    },
    portrait: {
      initials: 'CT',
      background: ['#ffebee', '#c62828'],
      skin: '#f1c27d',
      hair: '#6d4c41',
      shirt: '#b71c1c',
    },
  },
  {
    key: 'daniel',
    email: 'daniel.brooks@entegra.com',
    name: 'Daniel',
    lastname: 'Brooks',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: true,
    onboarded: true,
    joinedDaysAgo: 38,
    registeredDaysAgo: 38,
    profile: {
      phone: '5045550131',
      home: us('3017 Magazine St', 'New Orleans', 'LA', '70115'),
      businessName: 'Bayou Table Restaurant Group',
    },
    recipe: {
      name: 'Blackened Catfish with Cajun Corn Maque Choux',
      description:
        'Catfish seared hard in a cast-iron pan with a house blackening spice, over a creamy maque choux of corn, peppers and andouille.',
      preparation: [
        '1. Render the andouille, add the pepper, celery and corn and cook until tender.',
        '2. Stir in the cream and butter and simmer until glossy; season.',
        '3. Coat the catfish in blackening spice and sear in a smoking-hot skillet, 3 minutes a side.',
        '4. Spoon the maque choux onto the plate, top with the fish and scatter green onion.',
      ].join('\n'),
      ingredients: [
        row('Catfish fillet', '5', 'Ounce', '0.34'),
        row('Blackening spice', '1', 'Teaspoon', '0.12'),
        row('Corn kernels', '0.5', 'Cup', '0.25'),
        row('Andouille sausage', '1', 'Ounce', '0.29'),
        row('Green bell pepper', '1', 'Ounce', '0.10'),
        row('Celery', '1', 'Ounce', '0.06'),
        row('Heavy cream', '1', 'Fluid', '0.16'),
        row('Butter', '1', 'Tablespoon', '0.14'),
        row('Green onion', '0.1', 'Bunch', '0.79'),
      ],
      submitted: true,
      review: 1,
      secondSubmitted: false,
      dish: {
        style: 'plate',
        table: ['#cfd8dc', '#455a64'],
        main: '#5d4037',
        sides: ['#fdd835', '#66bb6a', '#ffee58'],
        sauce: '#ffcc80',
        garnish: '#2e7d32',
        seed: 110,
      },
      headshot: true,
    },
    portrait: {
      initials: 'DB',
      background: ['#ede7f6', '#512da8'],
      skin: '#8d5524',
      hair: '#1b1b1b',
      shirt: '#311b92',
      chef: true,
    },
  },
  {
    key: 'natalie',
    email: 'natalie.park@harborbistro.com',
    name: 'Natalie',
    lastname: 'Park',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: true,
    isFinalist: false,
    onboarded: true,
    joinedDaysAgo: 31,
    registeredDaysAgo: 30,
    profile: {
      phone: '2065550166',
      home: us('4512 California Ave SW', 'Seattle', 'WA', '98116'),
      businessName: 'Harbor Bistro',
    },
    recipe: {
      name: 'Roasted Beet and Citrus Salad with Whipped Feta',
      description:
        'Salt-roasted beets and segmented oranges over whipped feta, with peppery arugula, pistachios and mint.',
      preparation: [
        '1. Roast the beets in foil at 400 °F for 50 minutes; peel and cut into wedges.',
        '2. Whip the feta with the yogurt until smooth.',
        '3. Segment the oranges and dress the arugula with olive oil and white balsamic.',
        '4. Spread the feta on the plate, add beets, oranges and greens; finish with pistachios and mint.',
      ].join('\n'),
      ingredients: [
        row('Red beets', '4', 'Ounce', '0.09'),
        row('Navel orange', '1', 'Each', '0.45'),
        row('Feta', '1.5', 'Ounce', '0.30'),
        row('Greek yogurt', '1', 'Ounce', '0.11'),
        row('Arugula', '1', 'Cup', '0.40'),
        row('Pistachios, shelled', '0.5', 'Ounce', '0.55'),
        row('Olive oil', '1', 'Tablespoon', '0.15'),
        row('White balsamic vinegar', '1', 'Teaspoon', '0.06'),
        row('Mint', '0.1', 'Bunch', '1.29'),
      ],
      submitted: true,
      review: 1,
      dish: {
        style: 'salad',
        table: ['#f5f5f5', '#9e9e9e'],
        main: '#7cb342',
        sides: ['#ad1457', '#ffa726', '#fafafa'],
        sauce: '#ad1457',
        garnish: '#2e7d32',
        seed: 111,
      },
      headshot: true,
    },
    portrait: {
      initials: 'NP',
      background: ['#e8eaf6', '#283593'],
      skin: '#f3d2a2',
      hair: '#2b1b14',
      shirt: '#1a237e',
    },
  },
  {
    key: 'robert',
    email: 'robert.miles@oldpartner.com',
    name: 'Robert',
    lastname: 'Miles',
    typeuser: 'entegra',
    isAuthorized: 0,
    isActive: false,
    isFinalist: false,
    onboarded: false,
    joinedDaysAgo: 60,
    registeredDaysAgo: 60,
    profile: {
      phone: '4045550119',
      home: us('675 Ponce de Leon Ave NE', 'Atlanta', 'GA', '30308'),
      businessName: 'Old Partner Hospitality',
    },
    recipe: null,
    portrait: null,
  },
];

/** [creativity, appearance, ingredients, deployability, profitability]. */
type Scores = [number, number, number, number, 0 | 5];

export interface DemoVote {
  judge: string;
  contestant: string;
  /** Absent: the judge has written a note but not voted yet. */
  scores?: Scores;
  note: string;
  daysAgo: number;
}

export const DEMO_VOTES: DemoVote[] = [
  // First round: Olivia has voted on every approved recipe; Rafael and Samuel still have some waiting.
  {
    judge: 'olivia',
    contestant: 'tom',
    scores: [4, 3.5, 4, 4.5, 5],
    note: 'Great use of leftovers; the hollandaise needs a hold plan for service.',
    daysAgo: 12,
  },
  {
    judge: 'olivia',
    contestant: 'marcus',
    scores: [4.5, 4, 3.5, 4, 5],
    note: 'Fun, craveable and vegetarian. Watch the frying oil cost.',
    daysAgo: 12,
  },
  {
    judge: 'olivia',
    contestant: 'omar',
    scores: [3.5, 4, 4, 4.5, 5],
    note: 'Reliable and easy to train. Could use one surprising element.',
    daysAgo: 11,
  },
  {
    judge: 'olivia',
    contestant: 'natalie',
    scores: [4, 4.5, 4.5, 3.5, 5],
    note: 'Beautiful plate. Beets stain everything on a busy line.',
    daysAgo: 11,
  },
  {
    judge: 'olivia',
    contestant: 'sofia',
    scores: [5, 4.5, 5, 4, 5],
    note: 'Light gnocchi without potato is a clever idea. Finalist material.',
    daysAgo: 10,
  },
  {
    judge: 'olivia',
    contestant: 'daniel',
    scores: [4.5, 4.5, 4.5, 4.5, 5],
    note: 'Bold, balanced and the maque choux holds well.',
    daysAgo: 10,
  },
  { judge: 'rafael', contestant: 'tom', scores: [3.5, 3.5, 4, 4, 5], note: 'Solid brunch item.', daysAgo: 9 },
  {
    judge: 'rafael',
    contestant: 'sofia',
    scores: [4.5, 5, 4.5, 4, 5],
    note: 'Elegant and affordable.',
    daysAgo: 9,
  },
  {
    judge: 'rafael',
    contestant: 'omar',
    scores: [4, 3.5, 4, 5, 5],
    note: 'Works in any of our kitchens.',
    daysAgo: 8,
  },
  {
    judge: 'rafael',
    contestant: 'daniel',
    scores: [5, 4, 4.5, 4.5, 5],
    note: 'The best flavour of the round so far.',
    daysAgo: 8,
  },
  {
    judge: 'rafael',
    contestant: 'marcus',
    note: 'Taste again with the slaw dressed less sweet before scoring.',
    daysAgo: 7,
  },
  {
    judge: 'hannah',
    contestant: 'tom',
    scores: [3, 3.5, 3.5, 4, 0],
    note: 'Brisket cost is high for our cafés.',
    daysAgo: 6,
  },
  {
    judge: 'hannah',
    contestant: 'marcus',
    scores: [4.5, 4.5, 4, 4.5, 5],
    note: 'Guests would line up for this.',
    daysAgo: 6,
  },
  {
    judge: 'hannah',
    contestant: 'omar',
    scores: [4, 4, 4, 4.5, 5],
    note: 'Clear recipe, good yield.',
    daysAgo: 5,
  },
  {
    judge: 'hannah',
    contestant: 'natalie',
    scores: [3.5, 5, 4, 3, 5],
    note: 'Stunning; prep-heavy for a small team.',
    daysAgo: 5,
  },
  {
    judge: 'hannah',
    contestant: 'sofia',
    scores: [5, 5, 4.5, 4.5, 5],
    note: 'My favourite of the round.',
    daysAgo: 4,
  },
  {
    judge: 'hannah',
    contestant: 'daniel',
    scores: [4.5, 4, 5, 4, 5],
    note: 'Great technique on the fish.',
    daysAgo: 4,
  },
  {
    judge: 'samuel',
    contestant: 'sofia',
    scores: [4.5, 4.5, 5, 4, 5],
    note: 'The dough handling is well explained.',
    daysAgo: 3,
  },
  {
    judge: 'samuel',
    contestant: 'natalie',
    scores: [4, 5, 4, 3.5, 5],
    note: 'Whipped feta is a nice touch.',
    daysAgo: 3,
  },
  // Final round: Sofia has submitted stage 2; Daniel has not yet.
  {
    judge: 'beatrice',
    contestant: 'sofia',
    scores: [5, 4.5, 5, 4.5, 5],
    note: 'Refined since the first round; the lemon is now in balance.',
    daysAgo: 1,
  },
  {
    judge: 'andre',
    contestant: 'sofia',
    scores: [4.5, 5, 4.5, 5, 5],
    note: 'Ready to roll out across campus sites.',
    daysAgo: 1,
  },
  {
    judge: 'beatrice',
    contestant: 'daniel',
    note: 'Waiting for the stage 2 submission before scoring.',
    daysAgo: 1,
  },
];
