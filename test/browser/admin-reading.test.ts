/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { newPage, browserSuite } from '../support/browser.js';

/** What an admin reads: people by their names and kinds, times on the contest's clock. */
describe('The administration as an admin reads it', () => {
  // A zone far from the browser's (UTC here): a time shown in the browser's zone would not match.
  const suite = browserSuite({ settings: { time_zone: 'Pacific/Honolulu' } });
  const { t, browser } = suite;
  const signIn = async (page: Page) => suite.signIn(page, 'admin', (await t.factory.newAdmin()).id);

  it("names the recipe reviewed in the audit log and dates it on the contest's clock", async () => {
    const recipe = await t.factory.newSubmittedRecipe({
      name: 'Pozole rojo',
      contestantName: 'Chloé',
      contestantLastname: 'Tremblay',
    });
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    await page.goto(`${t.baseUrl}/admins/dashboard/recipe/${recipe.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();

    await page.goto(`${t.baseUrl}/admins/audit`);
    const entry = page.getByTestId('audit-entry').first();
    await entry.getByRole('link', { name: 'Recipe: Pozole rojo (Chloé Tremblay)' }).waitFor();
    const [at, shown] = await entry
      .locator('time')
      .evaluate((time) => [time.getAttribute('datetime')!, time.textContent!]);
    const expected = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'Pacific/Honolulu',
    }).format(new Date(at));
    expect(shown).toBe(expected);
    expect(shown).toContain('HST');
    await context.close();
  });

  it('calls contestants company employees or partner clients, and breaks no address inside a word', async () => {
    const partner = await t.factory.newRegisteredContestant();
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    await page.goto(`${t.baseUrl}/admins/contestants?q=${encodeURIComponent(partner.email)}`);
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toMatch(/Partner client|Company employee/);
    expect(text).not.toMatch(/\b(Entegra|Sodexo|entegra|sodexo)\b(?!\.)/);
    // Each piece of the address (before the @, the domain's labels) stays on one line.
    const pieces = await row
      .locator('td')
      .nth(1)
      .evaluate((cell) =>
        [...cell.querySelectorAll('span span')].map((span) => span.getClientRects().length),
      );
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((lines) => lines === 1)).toBe(true);
    await context.close();
  });
});
