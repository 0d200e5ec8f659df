import type TestAgent from 'supertest/lib/agent.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import {
  csrfOf,
  signInContestant,
  appSuite,
  signedInContestant,
  signedInNewcomer,
} from '../support/test-app.js';
import { pageFromHtml, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { AUTHORIZATION } from '@shared/statuses.js';
import { FACTORY_ADDRESS } from '../support/profile-changes.js';
import { storedContestant } from '../support/stored.js';

/** The Inertia page object of a full page load. */
const outsideUser = {
  name: 'Carla',
  lastname: 'Cook',
  ...FACTORY_ADDRESS,
  business_name: 'Harbor Bistro',
};

const employee = {
  ...outsideUser,
  business_name: '',
  manager_name: 'Daniel Ortiz',
  manager_email: 'daniel.ortiz@sodexo.com',
  authorization: true,
};

describe('Registration (GET and POST /user/register)', () => {
  const t = appSuite();

  const register = (agent: TestAgent, body: Record<string, unknown>) =>
    agent.post('/user/register').set(XHR).send(body);

  const stored = (id: number) => storedContestant(t, id);

  describe('the page', () => {
    it('shows an outside user the form with their e-mail, their name and the United States chosen', async () => {
      const { contestant, agent } = await signedInNewcomer(t, { name: 'Nina', lastname: 'Baker' });
      const response = await agent.get('/user/register');
      expect(response.status).toBe(200);
      const page = pageFromHtml(response.text);
      expect(page.component).toBe('user/register');
      expect(page.props).toMatchObject({
        typeuser: 'entegra',
        companyDomains: ['sodexo.com'],
        form: {
          name: 'Nina',
          lastname: 'Baker',
          email: contestant.email,
          phone: '',
          country: 'US',
          state: '',
          business_name: '',
          manager_email: '',
        },
      });
    });

    it('tells a company employee apart, for the supervisor fields', async () => {
      const { agent } = await signedInNewcomer(t, {
        typeuser: 'sodexo',
        email: `ana-${Date.now()}@sodexo.com`,
      });
      const page = pageFromHtml((await agent.get('/user/register')).text);
      expect(page.props.typeuser).toBe('sodexo');
    });

    it('sends a visitor who is not signed in to the sign-in page, and refuses a judge', async () => {
      const anonymous = await t.agent().get('/user/register');
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toBe('/login');

      const judge = await t.factory.newJudge();
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      await agent
        .post('/__test__/sign-in')
        .set(XHR)
        .send({ csrf, audience: 'judge', id: judge.id })
        .expect(200);
      expect((await agent.get('/user/register').set(XHR)).status).toBe(403);
    });

    it('sends a contestant who has registered on to the recipe', async () => {
      const { agent } = await signedInContestant(t);
      const response = await agent.get('/user/register');
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/user/recipe');
    });
  });

  describe('an outside user', () => {
    it('registers and is sent to the recipe; the profile holds every field as typed', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      const response = await register(agent, { csrf, ...outsideUser, name: '  Carla  ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ redirectTo: '/user/recipe' });

      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.registeredAt).toBeInstanceOf(Date);
      expect(saved.name).toBe('Carla');
      expect(saved.lastname).toBe('Cook');
      expect(saved.isAuthorized).toBe(AUTHORIZATION.waiting);
      expect(profile).toMatchObject({
        phone: '(210) 555-0143',
        homeAddress: {
          address: '418 Magnolia Ave',
          city: 'San Antonio',
          state: 'TX',
          zip: '78212',
          country: 'US',
        },
        businessName: 'Harbor Bistro',
        managerName: null,
        managerEmail: null,
      });
      expect(await mailsTo(t, contestant.email)).toHaveLength(0);
      // Registered: the form is done, the recipe is next.
      expect((await agent.get('/user/register')).headers.location).toBe('/user/recipe');
    });

    it('accepts a ZIP+4 code, and a Canadian address with its postal code stored upper case with the space', async () => {
      const us = await signedInNewcomer(t);
      expect((await register(us.agent, { csrf: us.csrf, ...outsideUser, zip: '78212-1234' })).status).toBe(
        200,
      );
      expect((await stored(us.contestant.id)).profile?.homeAddress.zip).toBe('78212-1234');

      const ca = await signedInNewcomer(t);
      const response = await register(ca.agent, {
        csrf: ca.csrf,
        ...outsideUser,
        country: 'CA',
        state: 'ON',
        city: 'Ottawa',
        zip: 'k1a0b1',
      });
      expect(response.status).toBe(200);
      expect((await stored(ca.contestant.id)).profile?.homeAddress).toMatchObject({
        country: 'CA',
        state: 'ON',
        zip: 'K1A 0B1',
      });
    });

    it('takes the e-mail and type from the account, never from the body', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      // As a company employee the business name would not be needed: the body cannot make this user one.
      const response = await register(agent, {
        csrf,
        ...outsideUser,
        business_name: '',
        email: 'someone.else@example.com',
        typeuser: 'sodexo',
        manager_name: 'Boss',
        manager_email: 'boss@sodexo.com',
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ business_name: ['This field is required'] });

      const ok = await register(agent, {
        csrf,
        ...outsideUser,
        email: 'someone.else@example.com',
        typeuser: 'sodexo',
      });
      expect(ok.status).toBe(200);
      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.email).toBe(contestant.email);
      expect(saved.typeuser).toBe('entegra');
      expect(profile?.managerEmail).toBeNull();
      expect(await t.em().count(Contestant, { email: 'someone.else@example.com' })).toBe(0);
    });

    it.each([
      ['name', { name: '' }, 'This field is required'],
      ['lastname', { lastname: '   ' }, 'This field is required'],
      ['phone', { phone: '' }, 'This field is required'],
      ['phone', { phone: '2105550143' }, 'This field must be a valid format'],
      ['phone', { phone: '(210) 555-014' }, 'This field must be a valid format'],
      ['address', { address: '' }, 'This field is required'],
      ['city', { city: '' }, 'This field is required'],
      ['zip', { zip: '' }, 'This field is required'],
      ['zip', { zip: '7821' }, 'This field must be a valid format'],
      ['zip', { country: 'CA', state: 'ON', zip: '78212' }, 'This field must be a valid format'],
      ['country', { country: '' }, 'This field is required'],
      ['country', { country: 'MX' }, 'Choose the United States or Canada'],
      ['state', { state: '' }, 'This field is required'],
      ['state', { state: 'ON' }, 'Choose a state or province of the selected country'],
      [
        'state',
        { country: 'CA', state: 'TX', zip: 'K1A 0B1' },
        'Choose a state or province of the selected country',
      ],
      ['business_name', { business_name: '' }, 'This field is required'],
      ['name', { name: 'x'.repeat(101) }, 'Use at most 100 characters'],
    ])('refuses a bad %s (%j) with "%s" and stores nothing', async (field, change, message) => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      const response = await register(agent, { csrf, ...outsideUser, ...change });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There was 1 error in your submission',
        errors: { [field]: [message] },
      });
      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.registeredAt).toBeNull();
      expect(profile).toBeNull();
    });

    it('lists every missing field of an empty form at once', async () => {
      const { agent, csrf } = await signedInNewcomer(t);
      const response = await register(agent, { csrf });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('There were 9 errors in your submission');
      const fields = [
        'name',
        'lastname',
        'phone',
        'country',
        'address',
        'city',
        'state',
        'zip',
        'business_name',
      ];
      expect(response.body.errors).toEqual(
        Object.fromEntries(fields.map((field) => [field, ['This field is required']])),
      );
    });

    it('refuses a call without the CSRF value, or with a stale one, with 419 and stores nothing', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      const missing = await register(agent, { ...outsideUser });
      expect(missing.status).toBe(419);
      // Signing in again replaces the CSRF secret: the value of the page before is stale.
      await signInContestant(agent, contestant.id);
      const stale = await register(agent, { csrf, ...outsideUser });
      expect(stale.status).toBe(419);
      expect(stale.body.message).toBe('Your session has expired. Please reload the page and try again.');
      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.registeredAt).toBeNull();
      expect(profile).toBeNull();
    });

    it('refuses a visitor who is not signed in', async () => {
      const agent = t.agent();
      const csrf = await csrfOf(agent);
      expect((await register(agent, { csrf, ...outsideUser })).status).toBe(401);
    });

    it('refuses a second registration with 409 and changes nothing', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      expect((await register(agent, { csrf, ...outsideUser })).status).toBe(200);
      const before = await stored(contestant.id);

      const again = await register(agent, { csrf, ...outsideUser, name: 'Changed', city: 'Austin' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'You are already registered.' });
      const after = await stored(contestant.id);
      expect(after.contestant.name).toBe('Carla');
      expect(after.profile?.homeAddress.city).toBe('San Antonio');
      expect(after.contestant.registeredAt?.getTime()).toBe(before.contestant.registeredAt?.getTime());
    });

    it('keeps one registration when the form is sent twice at once', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      const answers = await Promise.all([
        register(agent, { csrf, ...outsideUser }),
        register(agent, { csrf, ...outsideUser, city: 'Austin' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await t.em().count(Profile, { contestant: contestant.id })).toBe(1);
    });
  });

  describe('a company employee', () => {
    const employeeEmail = () => `emp-${Math.random().toString(36).slice(2, 10)}@sodexo.com`;

    it('registers, waits for validation, and the supervisor is mailed a link to the pending approval page', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t, {
        typeuser: 'sodexo',
        email: employeeEmail(),
      });
      const supervisor = `boss-${contestant.id}@sodexo.com`;
      const response = await register(agent, {
        csrf,
        ...employee,
        manager_email: ` ${supervisor.toUpperCase()} `,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ redirectTo: '/user/recipe' });

      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.isAuthorized).toBe(AUTHORIZATION.waiting);
      expect(saved.registeredAt).toBeInstanceOf(Date);
      expect(profile).toMatchObject({
        managerName: 'Daniel Ortiz',
        managerEmail: supervisor,
        businessName: null,
        managerAnsweredAt: null,
      });

      const [mail] = await mailsTo(t, supervisor);
      expect(mail.template).toBe('supervisor-request');
      expect(mail.subject).toBe(`Carla Cook asks for your approval to enter the Culinary Recipe Contest`);
      expect(mail.text).toContain('Hello Daniel Ortiz,');
      expect(mail.text).toContain(contestant.email);
      const link = /Review the request: (\S+)/.exec(mail.text)![1];
      const url = new URL(link);
      expect(url.pathname).toBe(`/user/${contestant.id}/authorization`);

      // The link works without signing in: the supervisor has no account.
      const page = await t.agent().get(`${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      expect(pageFromHtml(page.text)).toMatchObject({
        component: 'user/authorization',
        props: { state: 'waiting', contestant: { name: 'Carla Cook', email: contestant.email } },
      });
    });

    it('does not need the authorization checkbox on the server (the page requires it)', async () => {
      const { agent, csrf } = await signedInNewcomer(t, { typeuser: 'sodexo', email: employeeEmail() });
      const withoutCheckbox: Record<string, unknown> = { ...employee };
      delete withoutCheckbox.authorization;
      expect((await register(agent, { csrf, ...withoutCheckbox })).status).toBe(200);
    });

    it('does not need a business name, and does not keep one', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t, {
        typeuser: 'sodexo',
        email: employeeEmail(),
      });
      expect((await register(agent, { csrf, ...employee, business_name: 'Side Gig LLC' })).status).toBe(200);
      expect((await stored(contestant.id)).profile?.businessName).toBeNull();
    });

    it.each([
      ['manager_name', { manager_name: '' }, 'This field is required'],
      ['manager_email', { manager_email: '' }, 'This field is required'],
      ['manager_email', { manager_email: 'not-an-email' }, 'This field must be a valid email'],
      [
        'manager_email',
        { manager_email: 'boss@gmail.com' },
        'The supervisor e-mail must be a company address (@sodexo.com).',
      ],
    ])('refuses a bad %s (%j) with "%s" and mails nobody', async (field, change, message) => {
      const { contestant, agent, csrf } = await signedInNewcomer(t, {
        typeuser: 'sodexo',
        email: employeeEmail(),
      });
      const response = await register(agent, { csrf, ...employee, ...change });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ [field]: [message] });
      expect((await stored(contestant.id)).contestant.registeredAt).toBeNull();
      expect(await t.em().count(OutboxMail, { template: 'supervisor-request', to: 'boss@gmail.com' })).toBe(
        0,
      );
    });

    it.each([
      ['with a +tag', (email: string) => email.replace('@', '+boss@')],
      ['with a +tag and other case', (email: string) => email.replace('@', '+Boss@').toUpperCase()],
    ])("refuses the employee's own mailbox %s as the supervisor's, and mails nobody", async (_, spell) => {
      const { contestant, agent, csrf } = await signedInNewcomer(t, {
        typeuser: 'sodexo',
        email: employeeEmail(),
      });
      const supervisor = spell(contestant.email);
      const response = await register(agent, { csrf, ...employee, manager_email: supervisor });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        manager_email: ['The supervisor e-mail must not be your own address.'],
      });
      expect((await stored(contestant.id)).contestant.registeredAt).toBeNull();
      expect(await t.em().count(OutboxMail, { template: 'supervisor-request', to: supervisor })).toBe(0);
    });

    it("refuses the employee's own address as the supervisor's", async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t, {
        typeuser: 'sodexo',
        email: employeeEmail(),
      });
      const response = await register(agent, {
        csrf,
        ...employee,
        manager_email: contestant.email.toUpperCase(),
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        manager_email: ['The supervisor e-mail must not be your own address.'],
      });
    });
  });
});

describe('Registration with several company domains', () => {
  const t = appSuite({ config: { companyEmailDomains: ['sodexo.com', 'sodexo.ca'] } });

  it('accepts a supervisor at any of them and names them all when refusing', async () => {
    const { agent, csrf } = await signedInNewcomer(t, { typeuser: 'sodexo', email: 'li.wei@sodexo.ca' });
    const refused = await agent
      .post('/user/register')
      .set(XHR)
      .send({ csrf, ...employee, manager_email: 'boss@example.com' });
    expect(refused.body.errors).toEqual({
      manager_email: ['The supervisor e-mail must be a company address (@sodexo.com or @sodexo.ca).'],
    });
    const accepted = await agent
      .post('/user/register')
      .set(XHR)
      .send({ csrf, ...employee, manager_email: 'boss@sodexo.ca' });
    expect(accepted.status).toBe(200);
  });
});
