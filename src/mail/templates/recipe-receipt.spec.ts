import { BRAND } from '../../../test/support/mail.js';
import { excerpt, recipeReceipt, type RecipeReceiptContent } from './recipe-receipt.js';

const content: RecipeReceiptContent = {
  firstName: 'Carla',
  stage: 1,
  recipeName: 'Green <pozole> & rice',
  description: 'A bright bowl of hominy, tomatillo and chicken.',
  ingredients: [
    { ingredient: 'Chicken thigh', quantity: '4', unit: 'Ounce', costUnit: '0.19', total: '0.760' },
    { ingredient: 'Hominy "white"', quantity: '0.5', unit: 'Cup', costUnit: '0.35', total: '0.175' },
  ],
  totalCost: '0.935',
  viewUrl: '/user/recipe/view',
  submittedAt: new Date('2025-03-04T15:30:00Z'),
};

describe('recipeReceipt', () => {
  it('says the recipe was received and summarises it: name, description, lines with totals, total cost', () => {
    const mail = recipeReceipt(content).render(BRAND);
    expect(mail.subject).toBe('We received your recipe');
    expect(mail.text).toContain(
      'thank you for submitting "Green <pozole> & rice" on March 4, 2025 at 3:30 PM',
    );
    expect(mail.text).toContain('A bright bowl of hominy, tomatillo and chicken.');
    expect(mail.text).toContain('- Chicken thigh: 4 Ounce x $0.19 = $0.760');
    expect(mail.text).toContain('- Hominy "white": 0.5 Cup x $0.35 = $0.175');
    expect(mail.text).toContain('Total cost per portion: $0.935');
    expect(mail.text).toContain('View my recipe: https://contest.example.com/user/recipe/view');
    expect(mail.html).toContain('href="https://contest.example.com/user/recipe/view"');
    expect(mail.html).toContain('$0.935');
  });

  it('escapes every value put into the HTML', () => {
    const mail = recipeReceipt(content).render(BRAND);
    expect(mail.html).toContain('Green &lt;pozole&gt; &amp; rice');
    expect(mail.html).not.toContain('<pozole>');
    expect(mail.html).toContain('Hominy &quot;white&quot;');
  });

  it('names the final round in a finalist’s receipt', () => {
    const mail = recipeReceipt({ ...content, stage: 2 }).render(BRAND);
    expect(mail.subject).toBe('We received your final-round recipe');
    expect(mail.text).toContain('Your final-round recipe is in!');
  });

  it('greets without a name when the contestant has none', () => {
    expect(recipeReceipt({ ...content, firstName: null }).render(BRAND).text).toContain('Hello,');
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    const long = `${'Slow-cooked beans with smoked chili. '.repeat(20)}`;
    const short = excerpt(long, 60);
    expect(short.length).toBeLessThanOrEqual(61);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(excerpt('Short text.')).toBe('Short text.');
  });
});
