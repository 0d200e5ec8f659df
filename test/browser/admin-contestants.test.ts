/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { newPage, screenshot, VIEWPORTS, browserSuite } from '../support/browser.js';
import { storedRegistered } from '../support/stored.js';
import { AUTHORIZATION } from '@shared/statuses.js';

const PASSWORD = 'admin password 123';

describe('Admin contestants in Chromium', () => {
  let adminEmail: string;
  const { t, browser, signInWithPassword } = browserSuite({
    prepare: async (app) => {
      adminEmail = (await app.factory.newAdmin({ password: PASSWORD })).email;
    },
  });
  const signIn = (page: Page) => signInWithPassword(page, 'admins', adminEmail, PASSWORD);

  const stored = (id: number) => storedRegistered(t, id);

  /** Clicks Submit on the settings tab and accepts 'Settings saved'; the page reloads with the saved values. */
  async function submitSettings(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Submit' }).click();
    const accept = page
      .getByRole('dialog', { name: 'Settings saved' })
      .getByRole('button', { name: 'Accept' });
    await accept.waitFor();
    await accept.click();
    await accept.waitFor({ state: 'detached' });
  }

  it('opens a contestant on the profile tab, and declines them in the settings with a reason', async () => {
    const contestant = await t.factory.newRegisteredContestant({
      typeuser: 'sodexo',
      name: 'Maria',
      lastname: 'Lopez',
      managerName: 'Sam Rivera',
    });
    const { page, context } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page);

    await page.goto(`${t.baseUrl}/admins/contestants/${contestant.id}`);
    await page.waitForURL(`**/admins/contestants/profile/${contestant.id}`);
    const header = page.getByTestId('contestant-header');
    await header.getByRole('heading', { name: 'Maria Lopez' }).waitFor();
    await header.getByText(contestant.email).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Contestant' });
    await expect(tabs.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    const box = page.getByTestId('profile-box');
    await box.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await box.getByText('Sam Rivera').waitFor();
    await expect(box.getByTestId('authorized').textContent()).resolves.toBe('-');
    await expect(page.getByTestId('votes-box').getByText('No judge has voted yet').isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, 'admin-contestant-profile-1440');

    await tabs.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`**/admins/contestants/settings/${contestant.id}`);
    await page.getByRole('radio', { name: 'Decline' }).check();
    const reason = page.getByLabel('Reason');
    await reason.waitFor();
    // The reason is required on Decline: nothing is sent without it.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('There was 1 error in your submission').waitFor();
    await expect((await stored(contestant.id)).contestant.isAuthorized).toBe(AUTHORIZATION.waiting);

    await reason.fill('Not on the kitchen staff this season.');
    await submitSettings(page);
    await page.getByTestId('contestant-status').getByText('Application rejected').waitFor();
    await expect(page.getByLabel('Reason').inputValue()).resolves.toBe(
      'Not on the kitchen staff this season.',
    );
    await screenshot(page, 'admin-contestant-settings-1440');
    const after = await stored(contestant.id);
    expect(after.contestant.isAuthorized).toBe(AUTHORIZATION.rejected);
    expect(after.profile.managerReason).toBe('Not on the kitchen staff this season.');
    await context.close();
  });

  it('marks two contestants finalist through the settings toggle', async () => {
    // A partner (entegra) has no supervisor: no 'Manager authorization' to answer.
    const first = await t.factory.newRegisteredContestant({ name: 'Jamal', lastname: 'Carter' });
    const second = await t.factory.newRegisteredContestant({
      name: 'Ana',
      lastname: 'Souza',
      typeuser: 'sodexo',
      supervisor: 'approved',
    });
    const { page, context } = await newPage(browser, VIEWPORTS.phone);
    await signIn(page);
    for (const contestant of [first, second]) {
      await page.goto(`${t.baseUrl}/admins/contestants/settings/${contestant.id}`);
      const toggle = page.getByRole('switch', { name: /Final round/ });
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
      if (contestant.typeuser === 'sodexo') {
        await expect(page.getByRole('radio', { name: 'Accept' }).isChecked()).resolves.toBe(true);
      } else {
        await expect(page.getByText('Manager authorization').count()).resolves.toBe(0);
      }
      await toggle.click();
      await expect(toggle.getAttribute('aria-label')).resolves.toBe('Final round: Finalist');
      await submitSettings(page);
      await page.getByTestId('contestant-status').getByText('Finalist').waitFor();
      await expect(
        page.getByRole('switch', { name: /Final round/ }).getAttribute('aria-checked'),
      ).resolves.toBe('true');
    }
    await screenshot(page, 'admin-contestant-settings-375');
    const em = t.em();
    const finalists = await em.find(Contestant, { id: { $in: [first.id, second.id] }, isFinalist: true });
    expect(finalists).toHaveLength(2);
    expect(await em.count(OutboxMail, { to: first.email })).toBe(0);
    await context.close();
  });

  it("edits a profile and a submitted recipe on the contestant's behalf", async () => {
    const contestant = await t.factory.newRegisteredContestant({ name: 'Omar', lastname: 'Haddad' });
    const recipe = await t.factory.newSubmittedRecipe({ contestantName: 'Rosa', contestantLastname: 'Diaz' });
    const cookId = (recipe.contestant as unknown as { id: number }).id;
    const { page, context } = await newPage(browser, VIEWPORTS.tablet);
    await signIn(page);

    await page.goto(`${t.baseUrl}/admins/contestants/profile/${contestant.id}`);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Email address').fill(`omar-${contestant.id}@example.com`);
    await page.getByRole('button', { name: 'Save profile' }).click();
    const accept = page
      .getByRole('dialog', { name: 'Profile saved' })
      .getByRole('button', { name: 'Accept' });
    await accept.click();
    await page.getByTestId('profile-box').getByText('Austin').waitFor();
    expect((await stored(contestant.id)).contestant.email).toBe(`omar-${contestant.id}@example.com`);

    await page.goto(`${t.baseUrl}/admins/contestants/recipe/${cookId}`);
    await page.getByLabel('Recipe name').fill('Braised short rib, corrected');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page
      .getByRole('dialog', { name: 'Draft version saved!' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await page.getByRole('heading', { name: 'Braised short rib, corrected' }).waitFor();
    const saved = await t.em().findOneOrFail(Recipe, recipe.id);
    expect(saved).toMatchObject({ name: 'Braised short rib, corrected', isComplete: true });
    await context.close();
  });

  it('creates a company employee with the type selector, and opens their page', async () => {
    const { page, context } = await newPage(browser, VIEWPORTS.desktop);
    await signIn(page);
    await page.goto(`${t.baseUrl}/admins/contestants/create`);
    const type = page.getByLabel('User type');
    await expect(type.inputValue()).resolves.toBe('entegra');
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Moreau');
    await page.getByLabel('Email address').fill('ines.moreau@sodexo.com');
    await page.getByLabel('Phone number').fill('2125550147');
    await type.selectOption('sodexo');
    await page.getByLabel('Street address').fill('5 Park Ave');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('State').selectOption('NY');
    await page.getByLabel('ZIP code').fill('10016');
    await page.getByLabel('Supervisor name').fill('Paul Grant');
    await page.getByLabel('Supervisor email').fill('paul.grant@sodexo.com');
    await page.getByRole('button', { name: 'Create contestant' }).click();
    await page.getByRole('dialog', { name: 'Profile saved' }).getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL('**/admins/contestants/profile/*');
    await page.getByTestId('contestant-header').getByRole('heading', { name: 'Ines Moreau' }).waitFor();
    await page.getByTestId('profile-box').getByText('Paul Grant').waitFor();
    const created = await t.em().findOneOrFail(Contestant, { email: 'ines.moreau@sodexo.com' });
    expect(created.typeuser).toBe('sodexo');
    await context.close();
  });

  it('fits every tab and the new contestant form on a phone, a tablet and a desktop', async () => {
    const recipe = await t.factory.newSubmittedRecipe({ contestantName: 'Lena', contestantLastname: 'Park' });
    const id = (recipe.contestant as unknown as { id: number }).id;
    for (const [label, viewport] of [
      ['375', VIEWPORTS.phone],
      ['768', VIEWPORTS.tablet],
      ['1280', { width: 1280, height: 900 }],
    ] as const) {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page);
      for (const path of [`profile/${id}`, `recipe/${id}`, `settings/${id}`, 'create']) {
        await page.goto(`${t.baseUrl}/admins/contestants/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Wider than the screen: the elements that stick out, named so a failure says where.
        const overflow = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((element) => {
              // Inside a scrolling strip (the tab bars), sticking out is the point.
              for (let parent = element.parentElement; parent; parent = parent.parentElement)
                if (getComputedStyle(parent).overflowX !== 'visible') return false;
              return true;
            })
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
        );
        expect({ path, width: viewport.width, overflow }).toEqual({
          path,
          width: viewport.width,
          overflow: [],
        });
        await screenshot(page, `admin-contestant-${path.split('/')[0]}-${label}`);
      }
      await context.close();
    }
  });
});
