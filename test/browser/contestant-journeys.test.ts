/// <reference lib="dom" />
import sharp from 'sharp';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import {
  addIngredientRow,
  newPage,
  saveUsAddress,
  screenshot,
  VIEWPORTS,
  browserSuite,
} from '../support/browser.js';
import { linksIn, TestSmtpServer } from '../support/smtp-server.js';

describe('Contestant journeys in Chromium, with mail read from a real SMTP server', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  const { t, browser } = browserSuite(() => ({
    // No OIDC_ISSUER: the development OpenID provider at /dev/oidc is the single sign-on.
    config: { smtpUrl: smtp.url, mailWorker: true, companyEmailDomains: ['sodexo.com'], oidc: null },
    settings: { phase: 'open' },
    prepare: async (app) => {
      const em = app.em();
      em.create(WhitelistedDomain, { domain: 'entegra.test', isActive: true });
      await em.flush();
    },
  }));
  afterAll(() => smtp.stop());

  it('an outside client asks for a link, follows it, registers, saves a draft of three rows, finds them after a reload, submits and finds the form locked', async () => {
    const email = `omar.haddad.${Date.now()}@entegra.test`;
    const { context, page } = await newPage(browser, VIEWPORTS.phone);

    await page.goto(`${t.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\/check-inbox$/);
    const mail = await smtp.waitFor(email, { subject: /sign-in link/ });
    await page.goto(linksIn(mail).find((url) => url.includes('/login/link/'))!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${t.baseUrl}/user/register`);

    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Phone number').pressSequentially('3125550199');
    await page.getByLabel('Business name').fill('Lakeside Grill');
    await saveUsAddress(page, t.baseUrl, {
      street: '200 E Randolph St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    });

    await page.getByLabel('Recipe name').fill('Smoked brisket tacos');
    await page.getByLabel('Recipe description').fill('Slow-smoked brisket with pickled onions.');
    await page
      .getByLabel('Preparation')
      .fill('Smoke the brisket for 12 hours.\n\nSlice and serve in warm tortillas.');
    await addIngredientRow(page, { ingredient: 'Beef brisket', unit: 'Ounce', quantity: '5', cost: '0.42' });
    await addIngredientRow(page, { ingredient: 'Corn tortilla', unit: 'Each', quantity: '3', cost: '0.08' });
    await addIngredientRow(page, {
      ingredient: 'Pickled onion',
      unit: 'Tablespoon',
      quantity: '2',
      cost: '0.05',
    });
    expect(await page.getByTestId('total-cost').innerText()).toBe('$2.440');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const saved = page.getByRole('dialog', { name: 'Draft version saved!' });
    await saved.getByRole('button', { name: 'Accept' }).click();
    await saved.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your recipe' }).waitFor();
    expect(await page.getByTestId('ingredient-item').allInnerTexts()).toEqual([
      expect.stringContaining('Beef brisket'),
      expect.stringContaining('Corn tortilla'),
      expect.stringContaining('Pickled onion'),
    ]);
    expect(await page.getByTestId('total-cost').innerText()).toBe('$2.440');

    const picture = (color: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
    await page
      .locator('input[name="recipe"]')
      .setInputFiles({ name: 'tacos.jpg', mimeType: 'image/jpeg', buffer: await picture('#8d4b2a') });
    await page
      .locator('input[name="headshot"]')
      .setInputFiles({ name: 'omar.jpg', mimeType: 'image/jpeg', buffer: await picture('#c9a27c') });
    await page.getByLabel(/I have read and accept the/).check();
    await page.getByRole('button', { name: 'Submit' }).last().click();
    // No allergen declared and no menu price: the editor asks first, and the contest only asks.
    const askAllergens = page.getByRole('dialog', { name: 'Declare the allergens and a menu price?' });
    await askAllergens.getByRole('button', { name: 'Submit without them' }).click();
    await askAllergens.waitFor({ state: 'detached' });
    await page
      .getByRole('dialog', { name: 'Confirm your submission' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await page
      .getByRole('dialog', { name: 'Thanks for your submission!' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Recipe submitted!' }).waitFor();
    await page.getByTestId('submitted-recipe').waitFor();
    expect(await page.locator('main').locator('input, select, textarea, button').count()).toBe(0);

    const contestant = await t.em().findOneOrFail(Contestant, { email });
    expect(contestant.typeuser).toBe('entegra');
    const recipe = await t.em().findOneOrFail(Recipe, { contestant: contestant.id });
    expect(recipe.isComplete).toBe(true);
    expect(recipe.ingredients).toHaveLength(3);
    const receipt = await smtp.waitFor(email, { subject: /received your recipe/ });
    expect(receipt.body).toContain('Smoked brisket tacos');
    await context.close();
  });

  it('an employee signs in through the OpenID provider, registers, the supervisor approves by the mailed link, and the badge turns green', async () => {
    const email = `maria.lopez.${Date.now()}@sodexo.com`;
    const supervisorEmail = `daniel.ortiz.${Date.now()}@sodexo.com`;
    const { context, page } = await newPage(browser, VIEWPORTS.phone);

    await page.goto(`${t.baseUrl}/login`);
    await page.getByTestId('sso-link').click();
    await page.waitForURL(/\/dev\/oidc\//);
    await page.getByLabel('Development sign-in: any e-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${t.baseUrl}/user/register`);
    const contestant = await t.em().findOneOrFail(Contestant, { email });
    expect(contestant.typeuser).toBe('sodexo');

    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Phone number').pressSequentially('6175550178');
    await page.getByLabel('Supervisor name').fill('Daniel Ortiz');
    await page.getByLabel('Supervisor email').fill(supervisorEmail);
    await page.getByRole('checkbox').check();
    await saveUsAddress(page, t.baseUrl, {
      street: '52 Linden St',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
    });

    await page.goto(`${t.baseUrl}/user/profile`);
    const badge = page.getByTestId('status-badge');
    await expect(badge.innerText()).resolves.toBe('Waiting for validation');
    await expect(badge.getAttribute('data-tone')).resolves.toBe('yellow');

    // The supervisor reads the request in their inbox and answers in a browser of their own, with no account.
    const request = await smtp.waitFor(supervisorEmail);
    const link = new URL(linksIn(request).find((url) => url.includes('/authorization'))!);
    const supervisor = await newPage(browser, VIEWPORTS.phone);
    await supervisor.page.goto(`${t.baseUrl}${link.pathname}${link.search}`);
    await supervisor.page.getByRole('heading', { name: 'Pending approval' }).waitFor();
    await screenshot(supervisor.page, 'supervisor-pending-phone');
    await supervisor.page.getByLabel('Accept').check();
    await supervisor.page.getByRole('button', { name: 'Confirm' }).click();
    // The dialog's root has no box of its own (its panel is fixed): wait for its button.
    await supervisor.page
      .getByRole('dialog', { name: 'Thank you for confirming!' })
      .getByRole('button', { name: 'Accept' })
      .waitFor();
    await supervisor.context.close();

    // The contestant hears back by mail, and the profile shows the approval.
    const answer = await smtp.waitFor(email, { since: 0 });
    expect(answer.body).toMatch(/approved|accepted/i);
    await page.reload();
    await expect(badge.innerText()).resolves.toBe('Application approved');
    await expect(badge.getAttribute('data-tone')).resolves.toBe('green');
    await screenshot(page, 'profile-approved-phone');
    await context.close();
  });
});
