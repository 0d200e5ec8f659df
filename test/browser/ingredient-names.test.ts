/// <reference lib="dom" />
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, VIEWPORTS, browserSuite } from '../support/browser.js';

const LONG_NAME = 'Chicken thigh, boneless and skinless, trimmed of excess fat and cut in strips';

describe('Ingredient rows in the recipe editor', () => {
  const { t, browser, signIn } = browserSuite({ settings: { phase: 'open' } });

  async function draftWithLongName(): Promise<number> {
    const person = await t.factory.newRegisteredContestant();
    const em = t.em();
    em.create(Recipe, {
      contestant: person.id,
      name: 'Pozole',
      description: '',
      preparation: '',
      ingredients: [
        { ingredient: LONG_NAME, measure: 'Ounce', quantity: '4', cost_unit: '0.19' },
        { ingredient: 'Hominy', measure: 'Cup', quantity: '0.5', cost_unit: '0.35' },
      ],
    });
    await em.flush();
    return person.id;
  }

  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', { width: 1280, height: 900 }],
  ] as const)('shows a long name whole and row boxes a finger can hit (%s)', async (_, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'user', await draftWithLongName());
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    const problems = await page.evaluate((name) => {
      const found: string[] = [];
      // Wherever the name is shown or edited, every character of it is on screen: nothing scrolls or is clipped.
      const holders = [
        ...[...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')].filter(
          (field) => field.value === name,
        ),
        ...[...document.querySelectorAll<HTMLElement>('[data-testid="ingredient-item"] span')].filter(
          (span) => span.textContent === name,
        ),
      ];
      if (holders.length === 0) found.push('the name is not shown');
      for (const holder of holders) {
        if (holder.scrollWidth > holder.clientWidth + 1) found.push(`${holder.tagName} scrolls sideways`);
        if (holder.scrollHeight > holder.clientHeight + 1) found.push(`${holder.tagName} hides lines`);
        if (getComputedStyle(holder).textOverflow === 'ellipsis')
          found.push(`${holder.tagName} is cut with …`);
      }
      for (const box of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
        const rect = box.getBoundingClientRect();
        if (rect.width > 0 && (rect.width < 24 || rect.height < 24))
          found.push(`checkbox ${box.getAttribute('aria-label')} is ${rect.width}×${rect.height}`);
      }
      return found;
    }, LONG_NAME);
    expect(problems).toEqual([]);
    await context.close();
  });
});
