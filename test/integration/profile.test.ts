import { RequestContext } from '@mikro-orm/core';
import type TestAgent from 'supertest/lib/agent.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import { ProfileService } from '../../src/contestants/profile.service.js';
import { FormValidationException } from '../../src/common/http-errors.js';
import { signInContestant, appSuite, signedInContestant, signedInNewcomer } from '../support/test-app.js';
import { pageFromHtml, XHR } from '../support/inertia.js';
import { AUTHORIZATION } from '@shared/statuses.js';
import { FACTORY_ADDRESS, PROFILE_CHANGES } from '../support/profile-changes.js';
import { storedRegistered } from '../support/stored.js';

const changes = PROFILE_CHANGES;

describe("The contestant's profile (GET /user/profile, POST /user/profile/update)", () => {
  const t = appSuite();

  const update = (agent: TestAgent, body: Record<string, unknown>) =>
    agent.post('/user/profile/update').set(XHR).send(body);

  const stored = (id: number) => storedRegistered(t, id);

  describe('the page', () => {
    it("shows an outside user's every field, and no status badge", async () => {
      const { contestant, agent } = await signedInContestant(t, { businessName: 'Harbor Bistro' });
      const response = await agent.get('/user/profile');
      expect(response.status).toBe(200);
      const page = pageFromHtml(response.text);
      expect(page.component).toBe('user/profile');
      expect(page.props.profile).toEqual({
        name: 'Carla',
        lastname: 'Cook',
        email: contestant.email,
        ...FACTORY_ADDRESS,
        business_name: 'Harbor Bistro',
        manager_name: '',
        manager_email: '',
        typeuser: 'entegra',
        authorization: null,
      });
    });

    it.each([
      ['waiting', 'Waiting for validation'],
      ['rejected', 'Application rejected'],
      ['approved', 'Application approved'],
    ] as const)("shows an employee's status %s as '%s', with the supervisor", async (status, label) => {
      const { agent } = await signedInContestant(t, {
        typeuser: 'sodexo',
        supervisor: status,
        managerName: 'Laura Chen',
        managerEmail: 'laura.chen@sodexo.com',
        managerReason: status === 'rejected' ? 'Not this year, we are short-staffed.' : null,
      });
      const props = pageFromHtml((await agent.get('/user/profile')).text).props.profile as Record<
        string,
        unknown
      >;
      expect(props).toMatchObject({
        typeuser: 'sodexo',
        manager_name: 'Laura Chen',
        manager_email: 'laura.chen@sodexo.com',
        business_name: '',
        authorization: {
          status: AUTHORIZATION[status],
          label,
          reason: status === 'rejected' ? 'Not this year, we are short-staffed.' : null,
        },
      });
    });

    it('shows a phone number stored as ten digits in the (###) ###-#### format', async () => {
      const { agent } = await signedInContestant(t, { phone: '2105550143' });
      const props = pageFromHtml((await agent.get('/user/profile')).text).props.profile as Record<
        string,
        unknown
      >;
      expect(props.phone).toBe('(210) 555-0143');
    });

    it('sends a contestant who has not registered to the registration', async () => {
      const { agent } = await signedInNewcomer(t);
      const response = await agent.get('/user/profile');
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/user/register');
    });

    it('sends a visitor who is not signed in to the sign-in page', async () => {
      const response = await t.agent().get('/user/profile');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/login');
    });
  });

  describe('saving', () => {
    it('saves every field and answers the profile the page shows next', async () => {
      const { contestant, agent, csrf } = await signedInContestant(t);
      const response = await update(agent, { csrf, ...changes });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: {
          ...changes,
          zip: 'K1M 1M4',
          email: contestant.email,
          manager_name: '',
          manager_email: '',
          typeuser: 'entegra',
          authorization: null,
        },
      });
      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.name).toBe('Carmen');
      expect(saved.lastname).toBe('Rivera');
      expect(profile.phone).toBe('(512) 555-0199');
      expect(profile.homeAddress).toEqual({
        address: '24 Sussex Dr',
        city: 'Ottawa',
        state: 'ON',
        zip: 'K1M 1M4',
        country: 'CA',
      });
      expect(profile.businessName).toBe('Rivera Catering');
    });

    it('ignores an e-mail, a type and an id in the body: only the own profile changes, with the own address', async () => {
      const other = await t.factory.newRegisteredContestant();
      const { contestant, agent, csrf } = await signedInContestant(t);
      const response = await update(agent, {
        csrf,
        ...changes,
        id: other.id,
        email: other.email,
        typeuser: 'sodexo',
      });
      expect(response.status).toBe(200);
      const mine = await stored(contestant.id);
      expect(mine.contestant.email).toBe(contestant.email);
      expect(mine.contestant.typeuser).toBe('entegra');
      expect(mine.profile.businessName).toBe('Rivera Catering');
      const theirs = await stored(other.id);
      expect(theirs.contestant.name).toBe('Carla');
      expect(theirs.profile.homeAddress.city).toBe('San Antonio');
    });

    it("keeps an employee's supervisor: the fields are read-only for contestants", async () => {
      const { contestant, agent, csrf } = await signedInContestant(t, {
        typeuser: 'sodexo',
        managerName: 'Laura Chen',
        managerEmail: 'laura.chen@sodexo.com',
      });
      const response = await update(agent, {
        csrf,
        ...changes,
        business_name: '',
        manager_name: 'Someone Friendly',
        manager_email: 'friend@sodexo.com',
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        manager_name: 'Laura Chen',
        manager_email: 'laura.chen@sodexo.com',
        authorization: { status: 0, label: 'Waiting for validation', reason: null },
      });
      const { profile } = await stored(contestant.id);
      expect(profile.managerName).toBe('Laura Chen');
      expect(profile.managerEmail).toBe('laura.chen@sodexo.com');
      expect(profile.businessName).toBeNull();
    });

    it.each([
      ['name', { name: '' }, 'This field is required'],
      ['lastname', { lastname: '' }, 'This field is required'],
      ['phone', { phone: '' }, 'This field is required'],
      ['phone', { phone: '+1 512 555 0199' }, 'This field must be a valid format'],
      ['address', { address: '' }, 'This field is required'],
      ['city', { city: '' }, 'This field is required'],
      ['zip', { zip: '' }, 'This field is required'],
      ['zip', { zip: '12345' }, 'This field must be a valid format'],
      ['country', { country: 'FR' }, 'Choose the United States or Canada'],
      ['state', { state: 'TX' }, 'Choose a state or province of the selected country'],
      ['business_name', { business_name: '' }, 'This field is required'],
    ])('refuses a bad %s (%j) with "%s" and changes nothing', async (field, change, message) => {
      const { contestant, agent, csrf } = await signedInContestant(t);
      const response = await update(agent, { csrf, ...changes, ...change });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ [field]: [message] });
      const { contestant: saved, profile } = await stored(contestant.id);
      expect(saved.name).toBe('Carla');
      expect(profile.homeAddress.city).toBe('San Antonio');
    });

    it('refuses a call without the CSRF value, or with a stale one, with 419 and changes nothing', async () => {
      const { contestant, agent, csrf } = await signedInContestant(t);
      expect((await update(agent, { ...changes })).status).toBe(419);
      await signInContestant(agent, contestant.id);
      expect((await update(agent, { csrf, ...changes })).status).toBe(419);
      expect((await stored(contestant.id)).contestant.name).toBe('Carla');
    });

    it('refuses a contestant who has not registered yet', async () => {
      const { contestant, agent, csrf } = await signedInNewcomer(t);
      const response = await update(agent, { csrf, ...changes });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Please complete your registration first.');
      expect(await t.em().count(Profile, { contestant: contestant.id })).toBe(0);
    });
  });

  describe('for the admin area (actor admin)', () => {
    it('changes the e-mail and the supervisor, and refuses an address another contestant uses', async () => {
      const service = t.running.app.get(ProfileService);
      // As a request of the admin area would: in a request context of its own.
      const profiles = {
        update: (...args: Parameters<ProfileService['update']>) =>
          RequestContext.create(t.running.em, () => service.update(...args)),
      };
      const other = await t.factory.newRegisteredContestant();
      const employee = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const form = {
        ...changes,
        business_name: undefined,
        typeuser: 'sodexo' as const,
        country: 'US' as const,
        state: 'TX',
        zip: '78212',
        email: `renamed-${employee.id}@sodexo.com`,
        manager_name: 'New Boss',
        manager_email: 'new.boss@sodexo.com',
      };
      const saved = await profiles.update(employee.id, form, 'admin');
      expect(saved).toMatchObject({
        email: form.email,
        manager_name: 'New Boss',
        manager_email: 'new.boss@sodexo.com',
      });

      await expect(
        profiles.update(employee.id, { ...form, email: other.email }, 'admin'),
      ).rejects.toBeInstanceOf(FormValidationException);
      expect((await stored(employee.id)).contestant.email).toBe(form.email);
    });
  });
});
