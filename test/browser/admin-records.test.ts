/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { PastEdition } from '../../src/editions/past-edition.entity.js';
import { Judge } from '../../src/auth/judge.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';
import { linksIn, TestSmtpServer } from '../support/smtp-server.js';
import { png } from '../support/images.js';

const ADMIN_PASSWORD = 'admin password';

describe('Admin records in Chromium', () => {
  const smtp = new TestSmtpServer();
  let adminEmail: string;
  beforeAll(() => smtp.start());
  const { t, browser, signInWithPassword } = browserSuite(() => ({
    config: { smtpUrl: smtp.url, mailWorker: true },
    prepare: async (app) => {
      adminEmail = (await app.factory.newAdmin({ password: ADMIN_PASSWORD })).email;
    },
  }));
  afterAll(() => smtp.stop());

  async function signInAsAdmin(page: Page) {
    await signInWithPassword(page, 'admins', adminEmail, ADMIN_PASSWORD);
  }

  /** Accepts the open modal after checking its title. */
  async function accept(page: Page, title: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('an admin creates a judge, who gets the invitation, chooses a password and signs in', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop);
    await signInAsAdmin(page);
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Judges' })
      .click();
    await page.waitForURL(`${t.baseUrl}/admins/judges`);
    await page.getByTestId('new-record').click();
    await page.waitForURL(`${t.baseUrl}/admins/judges/create`);

    // Nothing filled in: every required field says so, with the summary.
    await page.getByRole('button', { name: 'Create judge' }).click();
    await page.getByTestId('form-alert').getByText('There were 5 errors in your submission').waitFor();
    expect(await page.getByTestId('name-error').textContent()).toBe('This field is required');

    const email = `nadia.${Date.now()}@partner.example`;
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Stage').selectOption('first');
    await page.getByLabel('Login type').selectOption({ label: 'External' });
    const toggle = page.getByTestId('is_active-switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByLabel('Title').fill('Executive Chef');
    await screenshot(page, 'admin-judge-form-desktop');
    await page.getByRole('button', { name: 'Create judge' }).click();
    await accept(page, 'Judge saved');
    await page.waitForURL(`${t.baseUrl}/admins/judges`);
    await page.getByTestId('data-table').getByText('Nadia Haddad').waitFor();

    // The invitation arrives over SMTP; its link opens the judges' page to choose a password.
    const mail = await smtp.waitFor(email, { subject: /invited to judge/ });
    const link = linksIn(mail).find((url) => url.includes('/judges/password/reset/'));
    expect(link).toBeDefined();
    const judgeSide = await newPage(browser, VIEWPORTS.phone);
    const judgePage = judgeSide.page;
    await judgePage.goto(link!);
    await judgePage.getByRole('heading', { name: 'Choose your password' }).waitFor();
    const emailField = judgePage.getByLabel('Email');
    if ((await emailField.inputValue()) === '') await emailField.fill(email);
    await judgePage.getByLabel('Password', { exact: true }).fill('a long judge password');
    await judgePage.getByLabel('Repeat Password').fill('a long judge password');
    await judgePage.getByRole('button', { name: 'Save password' }).click();
    await accept(judgePage, 'Password saved');
    await judgePage.waitForURL(/\/judges\/login/);
    await judgePage.getByLabel('Email').fill(email);
    await judgePage.getByLabel('Password', { exact: true }).fill('a long judge password');
    await judgePage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await judgePage.waitForURL(`${t.baseUrl}/judges/dashboard`);
    expect((await t.em().findOneOrFail(Judge, { email })).passwordHash).toMatch(/^\$argon2id\$/);
    await judgeSide.context.close();
    await context.close();
  });

  it('an admin creates a past edition with a nutritional table on a phone', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signInAsAdmin(page);
    await page.goto(`${t.baseUrl}/admins/past-editions/create`);
    await page.getByRole('heading', { level: 1, name: 'New past edition' }).waitFor();

    await page.getByRole('button', { name: 'Create edition' }).click();
    // 8 required fields, three empty tables, three images.
    await page.getByTestId('form-alert').getByText('There were 14 errors in your submission').waitFor();
    expect(await page.getByTestId('nutritional_facts-error').textContent()).toBe('The field is required');
    expect(await page.getByTestId('chefthumb-error').textContent()).toBe('The chef image thumb is required');
    // Section 4: select-all is disabled while a table has no rows.
    expect(await page.getByLabel('Select all nutritional facts').isDisabled()).toBe(true);

    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Chef name').fill('Rosa Delgado');
    await page.getByLabel('Chef description').fill('Sous-chef at a hospital kitchen in Tucson.');
    await page.getByLabel('Recipe name', { exact: true }).fill('Green chile pozole');
    await page.getByLabel('Recipe description').fill('Pork and hominy in a green chile broth.');
    await page.getByLabel('Prep time').fill('40 min');
    await page.getByLabel('Cook time').fill('3 h');
    await page.getByLabel('Yield').fill('10 portions');

    // Below 1024px the tables are lists, filled through a modal.
    const addThrough = async (button: string, values: Record<string, string>, ok = 'Add') => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog');
      for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
      await dialog.getByRole('button', { name: ok }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await addThrough('Add ingredient', { Ingredient: '2 lb pork shoulder' });
    await addThrough('Add ingredient', { Ingredient: '1 can hominy' });
    await addThrough('Add ingredient', { Ingredient: '1 white onion' });
    await addThrough('Add step', { Step: 'Simmer the pork until tender.' });
    await addThrough('Add nutritional fact', { Item: 'Calories', Quantity: '420 kcal' });
    await addThrough('Add nutritional fact', { Item: 'Sodium', Quantity: '9 g' });
    await addThrough('Add nutritional fact', { Item: 'Protein', Quantity: '31 g' });
    const list = page.getByTestId('nutrition-list');
    expect(await list.getByRole('listitem').count()).toBe(3);
    expect(await page.getByTestId('nutrition-table').count()).toBe(0);

    // Fix a row through its modal, and remove another after the confirmation.
    await page.getByRole('button', { name: 'Edit nutritional fact 2' }).click();
    await page.getByRole('dialog').getByLabel('Quantity').fill('0.9 g');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const confirmDeletion = async () => {
      const confirmation = page.getByRole('dialog');
      await confirmation.getByText('Data will be removed from the table.', { exact: false }).waitFor();
      await confirmation.getByRole('button', { name: 'Delete' }).click();
      await confirmation.waitFor({ state: 'detached' });
    };
    // One line removed by its own button, rows ticked and removed together (section 4, "Row deletion").
    await page.getByRole('button', { name: 'Delete ingredient 3' }).click();
    await confirmDeletion();
    const selectAllFacts = page.getByLabel('Select all nutritional facts');
    await selectAllFacts.check();
    await page.getByRole('button', { name: 'Delete (3)' }).waitFor();
    await selectAllFacts.uncheck();
    expect(await page.getByRole('button', { name: /^Delete \(/ }).count()).toBe(0);
    await page.getByLabel('Select nutritional fact 3').check();
    expect(await selectAllFacts.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await confirmDeletion();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Delete \(/ }).count()).toBe(0);

    for (const [name, color] of [
      ['chef', '#c33'],
      ['chefthumb', '#3a7'],
      ['recipe', '#e90'],
    ] as const) {
      await page.locator(`input[type="file"][name="${name}"]`).setInputFiles({
        name: `${name}.png`,
        mimeType: 'image/png',
        buffer: await png({ color, width: 80, height: 60 }),
      });
    }
    await page.getByTestId('is_active-switch').click();
    await screenshot(page, 'admin-past-edition-form-phone');
    await page.getByRole('button', { name: 'Create edition' }).click();
    await accept(page, 'Edition saved');
    await page.waitForURL(`${t.baseUrl}/admins/past-editions`);
    await page.getByTestId('data-table').getByText('Green chile pozole').waitFor();

    const edition = await t.em().findOneOrFail(PastEdition, { year: 2019 });
    expect(edition).toMatchObject({
      isActive: true,
      ingredients: [{ title: '', lines: ['2 lb pork shoulder', '1 can hominy'] }],
      preparation: [{ title: '', lines: ['Simmer the pork until tender.'] }],
      nutritionalFacts: [
        { item: 'Calories', quantity: '420 kcal' },
        { item: 'Sodium', quantity: '0.9 g' },
      ],
    });
    await context.close();
  });
});
