/// <reference lib="dom" />
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { browserSuite, newPage, screenshot, VIEWPORTS } from '../support/browser.js';

describe('The recipe editor saves itself', () => {
  const { t, browser, signIn } = browserSuite({ settings: { phase: 'open' } });
  const recipeOf = (contestantId: number) => t.em().fork().findOne(Recipe, { contestant: contestantId });
  const until = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 60 && !(await check()); tries++)
      await new Promise((done) => setTimeout(done, 250));
    expect(await check()).toBe(true);
  };

  it('saves the draft as it is typed on a phone, keeps what it cannot save offline or signed out, and gives it back after signing in again', async () => {
    const person = await t.factory.newRegisteredContestant();
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    const status = page.getByTestId('autosave-status');

    await page.getByLabel('Recipe name').fill('Green pozole bowl');
    await until(async () => /^Saved /.test((await status.textContent()) ?? ''));
    expect(await recipeOf(person.id)).toMatchObject({ name: 'Green pozole bowl', isComplete: false });
    await screenshot(page, 'autosave-375-saved');

    // The connection drops while the contestant writes on.
    await context.setOffline(true);
    await page.getByLabel('Recipe description').fill('Hominy and chicken in a bright tomatillo broth.');
    await until(
      async () =>
        (await status.textContent()) === 'Not saved — you are offline; your text is kept on this device',
    );
    await screenshot(page, 'autosave-375-offline');

    // Meanwhile the session ended; the connection returns and the save is refused.
    await context.clearCookies();
    await context.setOffline(false);
    await until(async () =>
      ((await status.textContent()) ?? '').startsWith('Not saved — you are signed out'),
    );
    expect((await recipeOf(person.id))!.description).toBe('');

    // Signed in again, the editor offers the text back, naming what it changes, and saves it.
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    await expect(page.getByTestId('draft-restored-changes').textContent()).resolves.toBe(
      'Changed: Recipe description',
    );
    await expect(page.getByLabel('Recipe description').inputValue()).resolves.toBe(
      'Hominy and chicken in a bright tomatillo broth.',
    );
    await until(async () => /^Saved /.test((await status.textContent()) ?? ''));
    expect((await recipeOf(person.id))!.description).toBe('Hominy and chicken in a bright tomatillo broth.');
    expect((await recipeOf(person.id))!.isComplete).toBe(false);
    await context.close();
  });

  it('never saves over a newer version from another tab: both are shown and the contestant chooses', async () => {
    const person = await t.factory.newRegisteredContestant();
    const em = t.em();
    em.create(Recipe, { contestant: person.id, name: 'Tamales', description: 'Corn masa.' });
    await em.flush();
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'user', person.id);
    await page.goto(`${t.baseUrl}/user/recipe`);
    const second = await context.newPage();
    await second.goto(`${t.baseUrl}/user/recipe`);

    await page.getByLabel('Recipe name').fill('Tamales de rajas');
    await until(async () => (await recipeOf(person.id))!.name === 'Tamales de rajas');

    await second.getByLabel('Recipe name').fill('Tamales verdes');
    const conflict = second.getByTestId('recipe-conflict');
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain(
      'This recipe was saved somewhere else (another tab or an administrator) after you opened it',
    );
    await expect(conflict.textContent()).resolves.toContain('Saved elsewhereTamales de rajas');
    await expect(conflict.textContent()).resolves.toContain('On this pageTamales verdes');
    expect((await recipeOf(person.id))!.name).toBe('Tamales de rajas');
    await screenshot(second, 'autosave-1280-conflict');

    await conflict.getByRole('button', { name: 'Keep my version' }).click();
    await until(async () => (await recipeOf(person.id))!.name === 'Tamales verdes');
    await expect(second.getByTestId('recipe-conflict').count()).resolves.toBe(0);
    await context.close();
  });
});
