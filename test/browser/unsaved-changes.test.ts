/// <reference lib="dom" />
import type { Dialog, Page } from 'playwright-core';
import sharp from 'sharp';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';

const LEAVE = 'Leave without saving?';

describe('Unsaved changes, error summaries and focus in Chromium', () => {
  const { t, browser, signIn } = browserSuite({ settings: { phase: 'open', first_round_open: true } });

  /** The text of the element that has the focus, and its tag. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return {
        tag: element?.tagName.toLowerCase() ?? '',
        name: element?.getAttribute('name') ?? '',
        text: (element?.textContent ?? '').trim(),
      };
    });

  /** Waits until `read` answers what `matches` accepts (a second at most), and answers the last reading. */
  async function until<T>(read: () => Promise<T>, matches: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let tries = 0; tries < 20 && !matches(value); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await read();
    }
    return value;
  }

  /** Expects the focus on the element described, waiting for it a little (a link moves it at the next frame). */
  async function expectFocus(page: Page, expected: Partial<Awaited<ReturnType<typeof focused>>>) {
    const element = await until(
      () => focused(page),
      (current) =>
        Object.entries(expected).every(([key, value]) => current[key as keyof typeof current] === value),
    );
    expect(element).toMatchObject(expected);
  }

  /** The drafts this browser keeps, by key. */
  const drafts = (page: Page) =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')));

  async function openEditor(page: Page): Promise<void> {
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
  }

  it('asks before the logo or a reload leaves the recipe editor at 375 px, and offers the text back', async () => {
    const person = await t.factory.newRegisteredContestant({ name: 'Nia', lastname: 'Brooks' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await openEditor(page);
    const logo = page.getByRole('banner').getByRole('link', { name: /Contestants home$/ });

    // Nothing typed: the logo just leaves.
    await logo.click();
    await page.waitForURL(`${t.baseUrl}/`);
    await openEditor(page);

    // The server cannot be reached for saving (the autosave would keep the text safe otherwise): the text is only
    // in this browser.
    const unreachable = `${t.baseUrl}/user/recipe/create`;
    await page.route(unreachable, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Recipe name').fill('Pepper pot');
    await page.getByLabel('Recipe description').fill('A slow Caribbean stew.');

    // The logo: the app's dialog, with "Stay on this page" focused, so Enter keeps the text.
    await logo.click();
    const dialog = page.getByRole('dialog', { name: LEAVE });
    await dialog.getByText('The text stays in this browser').waitFor();
    await expectFocus(page, { tag: 'button', text: 'Stay on this page' });
    await screenshot(page, 'unsaved-375-dialog');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/user/recipe');
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Pepper pot');

    // A reload: the browser's own prompt; dismissed, nothing happens.
    const prompts: string[] = [];
    const dismiss = (prompt: Dialog) => {
      prompts.push(prompt.type());
      void prompt.dismiss();
    };
    page.on('dialog', dismiss);
    await page.evaluate(() => {
      location.reload();
    });
    expect(
      await until(
        async () => [...prompts],
        (seen) => seen.length > 0,
      ),
    ).toEqual(['beforeunload']);
    page.off('dialog', dismiss);
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Pepper pot');

    // Accepted: the page reloads, and the editor puts the text back, saying so.
    const accept = (prompt: Dialog) => {
      prompts.push(prompt.type());
      void prompt.accept();
    };
    page.on('dialog', accept);
    await page.reload();
    page.off('dialog', accept);
    expect(prompts).toEqual(['beforeunload', 'beforeunload']);
    await page
      .getByTestId('draft-restored')
      .getByText(/^Unsaved changes from .+ were restored\.$/)
      .waitFor();
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Pepper pot');
    expect(await page.getByLabel('Recipe description').inputValue()).toBe('A slow Caribbean stew.');

    // Leaving through the dialog keeps the text too, for this contestant only.
    await logo.click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(`${t.baseUrl}/`);
    expect(await drafts(page)).toEqual([`draft:user:${person.id}:recipe:new`]);
    await openEditor(page);
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Pepper pot');

    // Another contestant on the same browser sees none of it.
    const other = await t.factory.newRegisteredContestant({ name: 'Omar', lastname: 'Reyes' });
    await signIn(page, 'user', other.id);
    await openEditor(page);
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);

    // Back as the first contestant, the server reachable again: saved as a draft, the text is no longer kept, and
    // nothing asks any more.
    await page.unroute(unreachable);
    await signIn(page, 'user', person.id);
    await openEditor(page);
    await page.getByTestId('draft-restored').waitFor();
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const saved = page.getByRole('dialog', { name: 'Draft version saved!' });
    await saved.getByRole('button', { name: 'Accept' }).waitFor();
    // The success dialog's button has the focus: Enter closes it.
    await expectFocus(page, { tag: 'button', text: 'Accept' });
    await page.keyboard.press('Enter');
    await saved.waitFor({ state: 'detached' });
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await drafts(page)).toEqual([]);
    await logo.click();
    await page.waitForURL(`${t.baseUrl}/`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const recipe = await t.em().findOneOrFail(Recipe, { contestant: person.id });
    expect(recipe).toMatchObject({ name: 'Pepper pot', description: 'A slow Caribbean stew.' });
    await context.close();
  });

  it('asks before Back leaves the editor, and Discard puts back what is saved', async () => {
    const person = await t.factory.newRegisteredContestant();
    const em = t.em();
    em.create(Recipe, { contestant: person.id, name: 'Jollof rice', description: 'Smoky party rice.' });
    await em.flush();
    // The header's link to the recipe shows from the small breakpoint up.
    const { context, page } = await newPage(browser, VIEWPORTS.tablet);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    // An in-app visit, so that Back stays in the app.
    await page.getByTestId('my-recipe-link').click();
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Jollof rice');
    await page.getByLabel('Recipe name').fill('Jollof rice with plantain');

    void page.goBack().catch(() => undefined);
    const dialog = page.getByRole('dialog', { name: LEAVE });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/user/recipe');
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Jollof rice with plantain');

    void page.goBack().catch(() => undefined);
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/profile');

    await openEditor(page);
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Jollof rice with plantain');
    await page.getByRole('button', { name: 'Discard them' }).click();
    expect(await page.getByLabel('Recipe name').inputValue()).toBe('Jollof rice');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await drafts(page)).toEqual([]);
    await context.close();
  });

  it('lists the errors as links to their fields, and shrinks the list as they are corrected', async () => {
    const person = await t.factory.newRegisteredContestant();
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await openEditor(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.getByText('There were 7 errors in your submission').waitFor();
    const links = summary.getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'Recipe name: This field is required',
      'Recipe description: This field is required',
      'Preparation: This field is required',
      'List of Ingredients for one portion: The field is required',
      'I have read and accept the terms and conditions: Please accept the terms and conditions',
      'Recipe image: The recipe image is required',
      'Headshot image: The headshot image is required',
    ]);
    await screenshot(page, 'error-summary-375');

    await links.filter({ hasText: 'Preparation' }).click();
    await expectFocus(page, { tag: 'textarea', name: 'preparation' });
    await page.keyboard.type('Simmer for an hour.');
    await summary.getByText('There were 6 errors in your submission').waitFor();
    expect(await links.filter({ hasText: 'Preparation' }).count()).toBe(0);

    await links.filter({ hasText: 'List of Ingredients' }).click();
    await expectFocus(page, { tag: 'button', text: 'Add ingredient' });
    await links.filter({ hasText: 'Headshot image' }).click();
    await expectFocus(page, { tag: 'input', name: 'headshot' });

    const face = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c9803c' } })
      .png()
      .toBuffer();
    for (const name of ['recipe', 'headshot'])
      await page
        .locator(`input[name="${name}"]`)
        .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: face });
    await summary.getByText('There were 4 errors in your submission').waitFor();
    await page.getByLabel('Recipe name').fill('Okra soup');
    await page.getByLabel('Recipe description').fill('Green and bright.');
    await page.getByLabel(/I have read and accept the/).check();
    await summary.getByText('There was 1 error in your submission').waitFor();

    await page.getByRole('button', { name: 'Add ingredient' }).click();
    const row = page.getByRole('dialog', { name: 'Add ingredient' });
    await row.getByLabel('Ingredient').fill('Okra');
    await row.getByLabel('Unit', { exact: true }).selectOption({ label: 'Cup' });
    await row.getByLabel('Quantity').fill('1');
    await row.getByLabel('Cost per unit').fill('0.80');
    await row.getByRole('button', { name: 'Add', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await summary.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lists an admin form’s errors as links, and its own redirect after saving does not ask', async () => {
    const admin = await t.factory.newAdmin();
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page, 'admin', admin.id);
    await page.goto(`${t.baseUrl}/admins/judges/create`);

    await page.getByRole('button', { name: 'Create judge' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.getByText('There were 5 errors in your submission').waitFor();
    await summary.getByRole('link', { name: 'Last name: This field is required' }).click();
    await expectFocus(page, { tag: 'input', name: 'lastname' });
    await page.keyboard.type('Okafor');
    await summary.getByText('There were 4 errors in your submission').waitFor();

    // A section of the menu: the dialog asks first.
    const nav = page.getByRole('navigation', { name: 'Administration' });
    await nav.getByRole('link', { name: 'Whitelisted' }).click();
    const dialog = page.getByRole('dialog', { name: LEAVE });
    await dialog.getByText('If you leave now, they are lost.').waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('E-mail').fill(`ada-${Date.now()}@example.com`);
    await page.getByLabel('Stage').selectOption('first');
    await page.getByLabel('Login type').selectOption('credential');
    await page.getByRole('button', { name: 'Create judge' }).click();
    const saved = page.getByRole('dialog', { name: 'Judge saved' });
    await saved.getByRole('button', { name: 'Accept' }).waitFor();
    await expectFocus(page, { tag: 'button', text: 'Accept' });
    await saved.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(`${t.baseUrl}/admins/judges`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('keeps the focus on Save note after the note is saved', async () => {
    const recipe = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const judge = await t.factory.newJudge({ stage: 'first' });
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page, 'judge', judge.id);
    await page.goto(`${t.baseUrl}/judges/dashboard/recipe/${recipe.id}/vote`);
    await page.locator('textarea[name="note"]').fill('Ask about the jus.');
    const save = page.getByRole('button', { name: 'Save note' });
    await save.click();
    await page.getByTestId('note-status').getByText('Note saved').waitFor();
    await expectFocus(page, { tag: 'button', text: 'Save note' });
    // And again from the keyboard, after a change.
    await page.locator('textarea[name="note"]').fill('Ask about the jus and the garnish.');
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('note-status').getByText('Note saved').waitFor();
    await expectFocus(page, { tag: 'button', text: 'Save note' });
    await context.close();
  });
});
