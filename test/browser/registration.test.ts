/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { newPage, saveUsAddress, VIEWPORTS, browserSuite } from '../support/browser.js';
import { AUTHORIZATION } from '@shared/statuses.js';

describe('Registration, profile and supervisor approval in Chromium', () => {
  const { t, browser, signIn } = browserSuite();

  const stepLabel = (page: Page) => page.getByTestId('step-label');

  it('takes an outside user through both steps on a phone and on to the recipe', async () => {
    const contestant = await t.factory.newContestant({ name: '', lastname: '' });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', contestant.id);
    await page.goto(`${t.baseUrl}/user/register`);

    await expect(stepLabel(page).innerText()).resolves.toMatch(/^Step 1 of 2/);
    const email = page.getByLabel('Email address');
    await expect(email.inputValue()).resolves.toBe(contestant.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/Supervisor/).count()).toBe(0);

    // Next refuses an empty step with the messages of section 5.
    await page.getByRole('button', { name: 'Next' }).click();
    for (const field of ['name', 'lastname', 'phone', 'business_name'])
      await expect(page.getByTestId(`${field}-error`).innerText()).resolves.toBe('This field is required');
    await expect(stepLabel(page).innerText()).resolves.toMatch(/^Step 1 of 2/);
    // The second dot does not skip ahead either.
    await page.getByTestId('step-dot-2').click();
    await expect(stepLabel(page).innerText()).resolves.toMatch(/^Step 1 of 2/);

    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Baker');
    const phone = page.getByLabel('Phone number');
    expect(await phone.getAttribute('inputmode')).toBe('tel');
    await expect(page.getByTestId('phone-prefix').innerText()).resolves.toBe('+1');
    await phone.pressSequentially('210555');
    await expect(phone.inputValue()).resolves.toBe('(210) 555');
    await phone.pressSequentially('01439');
    await expect(phone.inputValue()).resolves.toBe('(210) 555-0143');
    await page.getByLabel('Business name').fill('Harbor Bistro');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLabel(page).innerText()).resolves.toMatch(/^Step 2 of 2/);

    // Changing the country clears the state and offers the other country's list.
    const country = page.getByLabel('Country');
    await expect(country.inputValue()).resolves.toBe('US');
    await page.getByLabel('State').selectOption('TX');
    await country.selectOption('CA');
    const province = page.getByLabel('Province or territory');
    await expect(province.inputValue()).resolves.toBe('');
    expect(await province.locator('option', { hasText: 'Texas' }).count()).toBe(0);

    // Back keeps what was typed; the first dot leads back too.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Business name').inputValue()).resolves.toBe('Harbor Bistro');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('state-error').innerText()).resolves.toBe('This field is required');
    await page.getByLabel('Street address').fill('24 Sussex Dr');
    await page.getByLabel('City').fill('Ottawa');
    await page.getByLabel('Province or territory').selectOption('ON');
    await page.getByLabel('Postal code').fill('K1A 0B1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${t.baseUrl}/user/recipe`);

    const em = t.em();
    const saved = await em.findOneOrFail(Contestant, { id: contestant.id });
    expect(saved.registeredAt).toBeInstanceOf(Date);
    const profile = await em.findOneOrFail(Profile, { contestant: contestant.id });
    expect(profile.phone).toBe('(210) 555-0143');
    expect(profile.homeAddress).toMatchObject({ country: 'CA', state: 'ON', zip: 'K1A 0B1' });
    await context.close();
  });

  it('asks an employee for the supervisor and the authorization; the supervisor declines only with a reason, then accepts', async () => {
    const contestant = await t.factory.newContestant({
      typeuser: 'sodexo',
      email: `maria-${Date.now()}@sodexo.com`,
      name: 'Maria',
      lastname: 'Lopez',
    });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', contestant.id);
    await page.goto(`${t.baseUrl}/user/register`);

    expect(await page.getByLabel('Business name').count()).toBe(0);
    await page.getByLabel('Phone number').fill('6175550178');
    await page.getByLabel('Supervisor name').fill('Laura Chen');
    await page.getByLabel('Supervisor email').fill('laura.chen@gmail.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('manager_email-error').innerText()).resolves.toBe(
      'The supervisor e-mail must be a company address (@sodexo.com).',
    );
    const checkbox = page.getByRole('checkbox');
    expect(await checkbox.getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Supervisor email').fill('laura.chen@sodexo.com');
    await checkbox.check();
    await saveUsAddress(page, t.baseUrl, {
      street: '52 Linden St',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
    });
    await context.close();

    // The supervisor opens the mailed link in a browser of their own, signed in as nobody.
    const mail = await t
      .em()
      .findOneOrFail(OutboxMail, { to: 'laura.chen@sodexo.com', template: 'supervisor-request' });
    const link = /Review the request: (\S+)/.exec(mail.text)![1];
    const supervisor = await newPage(browser, VIEWPORTS.phone);
    const approval = supervisor.page;
    const url = new URL(link);
    await approval.goto(`${t.baseUrl}${url.pathname}${url.search}`);
    await approval.getByRole('heading', { name: 'Pending approval' }).waitFor();
    await expect(approval.getByTestId('contestant-name').innerText()).resolves.toBe('Maria Lopez');
    await expect(approval.getByTestId('contestant-email').innerText()).resolves.toBe(contestant.email);

    await approval.getByRole('button', { name: 'Confirm' }).click();
    await expect(approval.getByTestId('answer-error').innerText()).resolves.toBe('Choose Accept or Decline');

    await approval.getByLabel('Decline').check();
    await approval.getByRole('button', { name: 'Confirm' }).click();
    await expect(approval.getByTestId('reason-error').innerText()).resolves.toBe('This field is required');
    expect((await t.em().findOneOrFail(Contestant, { id: contestant.id })).isAuthorized).toBe(
      AUTHORIZATION.waiting,
    );

    await approval.getByLabel('Accept').check();
    expect(await approval.getByLabel('Reason').count()).toBe(0);
    await approval.getByRole('button', { name: 'Confirm' }).click();
    // The dialog's root has no box of its own (its panel is fixed): its button is what becomes visible.
    const dialog = approval.getByRole('dialog', { name: 'Thank you for confirming!' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await approval.getByTestId('link-state').waitFor();
    await expect(approval.getByTestId('link-state').getAttribute('data-state')).resolves.toBe('answered');
    await expect(
      approval.getByText(/You already answered this request on .+: Accepted\./).count(),
    ).resolves.toBe(1);
    expect((await t.em().findOneOrFail(Contestant, { id: contestant.id })).isAuthorized).toBe(
      AUTHORIZATION.approved,
    );
    await supervisor.context.close();
  });

  it("shows an employee's status badge on the profile and saves with 'Profile saved'", async () => {
    const contestant = await t.factory.newRegisteredContestant({
      typeuser: 'sodexo',
      managerName: 'Laura Chen',
      managerEmail: 'laura.chen@sodexo.com',
    });
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page, 'user', contestant.id);
    await page.goto(`${t.baseUrl}/user/profile`);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    const badge = page.getByTestId('status-badge');
    await expect(badge.innerText()).resolves.toBe('Waiting for validation');
    await expect(badge.getAttribute('data-tone')).resolves.toBe('yellow');
    for (const label of ['Email address', 'Supervisor name', 'Supervisor email'])
      expect(await page.getByLabel(label).getAttribute('readonly')).not.toBeNull();
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe('(210) 555-0143');

    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('city-error').innerText()).resolves.toBe('This field is required');

    await page.getByLabel('City').fill('Austin');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile saved' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    const profile = await t.em().findOneOrFail(Profile, { contestant: contestant.id });
    expect(profile.homeAddress.city).toBe('Austin');
    await context.close();
  });
});
