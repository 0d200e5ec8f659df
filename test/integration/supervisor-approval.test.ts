import type TestAgent from 'supertest/lib/agent.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import { SupervisorLinkService } from '../../src/contestants/supervisor-link.service.js';
import { linksIn, TestSmtpServer } from '../support/smtp-server.js';
import { appSuite, csrfOf, signedInNewcomer } from '../support/test-app.js';
import { pageFromHtml, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { storedRegistered } from '../support/stored.js';
import { AUTHORIZATION } from '@shared/statuses.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe("The supervisor's approval (GET and POST /user/{id}/authorization)", () => {
  const t = appSuite();
  let links: SupervisorLinkService;

  beforeAll(() => {
    links = t.running.app.get(SupervisorLinkService);
  });

  /** A registered employee waiting for their supervisor, and the link the supervisor was mailed. */
  async function waitingEmployee(issuedAt = new Date()) {
    const contestant = await t.factory.newRegisteredContestant({
      typeuser: 'sodexo',
      name: 'Maria',
      lastname: 'Lopez',
    });
    const profile = await t.em().findOneOrFail(Profile, { contestant: contestant.id });
    const link = links.create(contestant.id, profile.managerEmail!, issuedAt);
    return { contestant, profile, link: link.path };
  }

  /** A supervisor's browser: no account, just the page's CSRF value. */
  async function supervisor(): Promise<{ agent: TestAgent; csrf: string }> {
    const agent = t.agent();
    return { agent, csrf: await csrfOf(agent) };
  }

  const answer = (agent: TestAgent, path: string, body: Record<string, unknown>) =>
    agent.post(path).set(XHR).send(body);

  const stored = (id: number) => storedRegistered(t, id);

  const answersTo = (address: string) => mailsTo(t, address, 'supervisor-answer');

  async function expectUnchanged(id: number) {
    const { contestant, profile } = await stored(id);
    expect(contestant.isAuthorized).toBe(AUTHORIZATION.waiting);
    expect(profile.managerAnsweredAt).toBeNull();
    expect(profile.managerReason).toBeNull();
    expect(await answersTo(contestant.email)).toHaveLength(0);
  }

  /** The same link with one query value replaced. */
  function withQuery(path: string, key: string, value: string): string {
    const url = new URL(path, 'http://app.test');
    url.searchParams.set(key, value);
    return `${url.pathname}${url.search}`;
  }

  describe('the page', () => {
    it("shows the contestant's name and e-mail and the form, to anyone holding the link", async () => {
      const { contestant, link } = await waitingEmployee();
      const response = await t.agent().get(link);
      expect(response.status).toBe(200);
      const page = pageFromHtml(response.text);
      expect(page.component).toBe('user/authorization');
      expect(page.props).toMatchObject({
        state: 'waiting',
        message: null,
        contestant: { name: 'Maria Lopez', email: contestant.email },
        postUrl: link,
      });
      const expiresAt = new Date(page.props.expiresAt as string).getTime();
      expect(expiresAt).toBeGreaterThan(Date.now() + 29 * DAY_MS);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    });

    it("says 'This approval link is not valid' (403) for another contestant's id, an edited expiry or signature", async () => {
      const { link } = await waitingEmployee();
      const other = await waitingEmployee();
      const url = new URL(link, 'http://app.test');
      const signature = url.searchParams.get('signature')!;
      // Two characters changed for certain: a signature that already ends in 'AA' (1 in 4,096) gets 'BB'.
      const brokenSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const tampered = [
        link.replace(/\/user\/\d+\//, `/user/${other.contestant.id}/`),
        withQuery(link, 'expires', String(Number(url.searchParams.get('expires')) + 86_400)),
        withQuery(link, 'signature', brokenSignature),
        withQuery(link, 'signature', ''),
        url.pathname,
        link.replace(/\/user\/\d+\//, '/user/abc/'),
      ];
      for (const path of tampered) {
        const response = await t.agent().get(path);
        expect(response.status).toBe(403);
        expect(pageFromHtml(response.text).props).toMatchObject({
          state: 'invalid',
          message: 'This approval link is not valid.',
          contestant: null,
          postUrl: null,
        });
      }
    });

    it("says 'This approval link has expired' (403) after 30 days, and shows the contest's help e-mail", async () => {
      const { link } = await waitingEmployee(new Date(Date.now() - 31 * DAY_MS));
      const response = await t.agent().get(link);
      expect(response.status).toBe(403);
      const page = pageFromHtml(response.text);
      expect(page.props).toMatchObject({
        state: 'expired',
        message: 'This approval link has expired.',
        contestant: null,
        contest: { helpEmail: 'help@recipe-contest.local' },
      });
    });

    it("retires the link when the supervisor's e-mail on the profile changes", async () => {
      const { contestant, link } = await waitingEmployee();
      const em = t.em();
      const profile = await em.findOneOrFail(Profile, { contestant: contestant.id });
      profile.managerEmail = 'someone.new@sodexo.com';
      await em.flush();
      expect((await t.agent().get(link)).status).toBe(403);
    });

    it('refuses a link to an outside user, who has no supervisor', async () => {
      const outside = await t.factory.newRegisteredContestant();
      const path = links.create(outside.id, 'boss@sodexo.com').path;
      expect(pageFromHtml((await t.agent().get(path)).text).props.state).toBe('invalid');
    });
  });

  describe('accepting', () => {
    it('approves the contestant (2), thanks the supervisor and mails the contestant a link to the recipe', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      const response = await answer(agent, link, { csrf, answer: 2, reason: 'ignored when accepting' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { message: 'Thank you for confirming!' } });

      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.isAuthorized).toBe(AUTHORIZATION.approved);
      expect(profile.managerReason).toBeNull();
      expect(profile.managerAnsweredAt).toBeInstanceOf(Date);

      const [mail] = await answersTo(contestant.email);
      expect(mail.subject).toBe('Good news: your supervisor approved your participation');
      expect(mail.text).toContain('Go to my recipe: http://localhost:3000/user/recipe');
    });

    it('takes the answer as form text too ("2")', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      expect((await agent.post(link).set(XHR).type('form').send({ csrf, answer: '2' })).status).toBe(200);
      expect((await stored(contestant.id)).contestant.isAuthorized).toBe(AUTHORIZATION.approved);
    });
  });

  describe('declining', () => {
    it('requires a reason (422) and changes nothing without one', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      for (const reason of [undefined, '', '   ']) {
        const response = await answer(agent, link, { csrf, answer: 1, reason });
        expect(response.status).toBe(422);
        expect(response.body).toEqual({
          message: 'There was 1 error in your submission',
          errors: { reason: ['This field is required'] },
        });
      }
      await expectUnchanged(contestant.id);
    });

    it('rejects the contestant (1) with the reason, and mails them the reason and the help e-mail', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      const response = await answer(agent, link, {
        csrf,
        answer: '1',
        reason: '  We are short-staffed this season.  ',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { message: 'Thank you for confirming!' } });

      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.isAuthorized).toBe(AUTHORIZATION.rejected);
      expect(profile.managerReason).toBe('We are short-staffed this season.');

      const [mail] = await answersTo(contestant.email);
      expect(mail.subject).toBe('Your supervisor declined your participation');
      expect(mail.text).toContain('The reason they gave: "We are short-staffed this season."');
      expect(mail.text).toContain('write to us at help@recipe-contest.local');
    });
  });

  describe('refusals', () => {
    it.each([
      [{}, 'This field is required'],
      [{ answer: '' }, 'This field is required'],
      [{ answer: 3 }, 'Choose Accept or Decline'],
      [{ answer: 'yes' }, 'Choose Accept or Decline'],
    ])('refuses the answer %j with "%s"', async (body, message) => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      const response = await answer(agent, link, { csrf, ...body });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ answer: [message] });
      await expectUnchanged(contestant.id);
    });

    it('refuses a call without the CSRF value or with a stale one (419), changing nothing', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      expect((await answer(agent, link, { answer: 2 })).status).toBe(419);
      const other = await supervisor();
      expect((await answer(agent, link, { csrf: other.csrf, answer: 2 })).status).toBe(419);
      expect(csrf).not.toBe(other.csrf);
      await expectUnchanged(contestant.id);
    });

    it("refuses (403) another contestant's id, an edited expiry or signature, changing nothing", async () => {
      const { contestant, link } = await waitingEmployee();
      const other = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      const url = new URL(link, 'http://app.test');
      const tampered = [
        link.replace(/\/user\/\d+\//, `/user/${other.contestant.id}/`),
        withQuery(link, 'expires', String(Number(url.searchParams.get('expires')) + 1)),
        withQuery(link, 'signature', 'x'.repeat(43)),
        url.pathname,
      ];
      for (const path of tampered) {
        // An invalid body too: the link is checked first, so nothing about the form is told.
        const response = await answer(agent, path, { csrf, answer: 1 });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'This approval link is not valid.' });
      }
      await expectUnchanged(contestant.id);
      await expectUnchanged(other.contestant.id);
    });

    it('refuses (403) an expired link, changing nothing', async () => {
      const { contestant, link } = await waitingEmployee(new Date(Date.now() - 30 * DAY_MS - 60_000));
      const { agent, csrf } = await supervisor();
      const response = await answer(agent, link, { csrf, answer: 2 });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This approval link has expired.' });
      await expectUnchanged(contestant.id);
    });

    it('refuses a second answer (409) and keeps the first; the page says what was answered', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      expect((await answer(agent, link, { csrf, answer: 2 })).status).toBe(200);
      const first = await stored(contestant.id);
      const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        first.profile.managerAnsweredAt!,
      );
      const expected = `You already answered this request on ${day}: Accepted.`;

      const again = await answer(agent, link, { csrf, answer: 1, reason: 'Changed my mind' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: expected });
      const after = await stored(contestant.id);
      expect(after.contestant.isAuthorized).toBe(AUTHORIZATION.approved);
      expect(after.profile.managerReason).toBeNull();
      expect(after.profile.managerAnsweredAt?.getTime()).toBe(first.profile.managerAnsweredAt?.getTime());
      expect(await answersTo(contestant.email)).toHaveLength(1);

      const page = await t.agent().get(link);
      expect(page.status).toBe(200);
      expect(pageFromHtml(page.text).props).toMatchObject({
        state: 'answered',
        message: expected,
        postUrl: null,
      });
    });

    it('keeps one answer when two arrive at once', async () => {
      const { contestant, link } = await waitingEmployee();
      const { agent, csrf } = await supervisor();
      const answers = await Promise.all([
        answer(agent, link, { csrf, answer: 2 }),
        answer(agent, link, { csrf, answer: 1, reason: 'No' }),
      ]);
      expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await answersTo(contestant.email)).toHaveLength(1);
    });

    it('does not let a decision of the contest team be overwritten through the link', async () => {
      const { contestant, link } = await waitingEmployee();
      const em = t.em();
      const row = await em.findOneOrFail(Contestant, { id: contestant.id });
      row.isAuthorized = 1;
      await em.flush();
      const { agent, csrf } = await supervisor();
      const response = await answer(agent, link, { csrf, answer: 2 });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This request has already been answered: Declined.');
      expect((await stored(contestant.id)).contestant.isAuthorized).toBe(AUTHORIZATION.rejected);
    });
  });
});

describe('The approval journey over SMTP', () => {
  const smtp = new TestSmtpServer();
  const t = appSuite({ smtp, config: { mailWorker: true } });

  it('registration mails the supervisor a working link; their answer mails the contestant a working link', async () => {
    const { agent, csrf } = await signedInNewcomer(t, {
      typeuser: 'sodexo',
      email: 'ines.moreau@sodexo.com',
      name: 'Ines',
      lastname: 'Moreau',
    });
    const registered = await agent.post('/user/register').set(XHR).send({
      csrf,
      name: 'Ines',
      lastname: 'Moreau',
      phone: '(617) 555-0178',
      country: 'US',
      address: '52 Linden St',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
      manager_name: 'Laura Chen',
      manager_email: 'laura.chen@sodexo.com',
      authorization: true,
    });
    expect(registered.status).toBe(200);

    const request = await smtp.waitFor('laura.chen@sodexo.com', { subject: /approval/ });
    expect(request.body).toContain('Ines Moreau (ines.moreau@sodexo.com) has registered');
    const review = linksIn(request).find((link) => /\/authorization\?expires=\d+&signature=/.test(link));
    expect(review).toBeDefined();
    const reviewUrl = new URL(review!);
    const path = `${reviewUrl.pathname}${reviewUrl.search}`;

    const browser = t.agent();
    const page = await browser.get(path);
    expect(pageFromHtml(page.text).props).toMatchObject({ state: 'waiting', postUrl: path });
    const confirmed = await browser
      .post(path)
      .set(XHR)
      .send({ csrf: pageFromHtml(page.text).props.csrf, answer: 2 });
    expect(confirmed.body).toEqual({ data: { message: 'Thank you for confirming!' } });

    const good = await smtp.waitFor('ines.moreau@sodexo.com', { subject: /approved/ });
    const recipe = linksIn(good).find((link) => link.endsWith('/user/recipe'));
    expect(recipe).toBe('http://localhost:3000/user/recipe');
  });
});
