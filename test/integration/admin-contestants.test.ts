import type {
  AdminContestantPageProps,
  AdminNewContestantPageProps,
} from '@shared/admin/admin-contestants.props.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import type { ProfilePageProps } from '@shared/contestants/profile.props.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { csrfOf, signInContestant, signInStaff } from '../support/test-app.js';
import { mailsTo } from '../support/outbox.js';
import { visitPage, XHR } from '../support/inertia.js';
import { AUTHORIZATION } from '@shared/statuses.js';
import { PASSWORD, profileForm, settingsForm, adminContestantsSetup } from '../support/admin-contestants.js';

describe('Admin contestants (/admins/contestants/…)', () => {
  const { t, admin, signedInAdmin, post, recipeCall, recipeFields, auditOf, stored } =
    adminContestantsSetup();

  describe('who may call', () => {
    const calls = (id: number) =>
      [
        ['profile', `/admins/contestants/profile/${id}`, profileForm()],
        ['settings', `/admins/contestants/settings/${id}/update`, settingsForm()],
        ['create', '/admins/contestants/profile/create', profileForm()],
      ] as const;

    it('refuses a judge, a contestant and an anonymous visitor, page and calls alike', async () => {
      const contestant = await t.factory.newRegisteredContestant();
      const judgeAccount = await t.factory.newJudge({ password: PASSWORD });
      const judge = t.agent();
      await signInStaff(judge, 'judge', judgeAccount.email, PASSWORD);
      const cook = t.agent();
      await signInContestant(cook, contestant.id);
      const anonymous = t.agent();
      for (const agent of [judge, cook, anonymous]) {
        const csrf = await csrfOf(agent);
        expect((await agent.get(`/admins/contestants/profile/${contestant.id}`).set(XHR)).status).toBe(
          agent === anonymous ? 401 : 403,
        );
        for (const [, path, body] of calls(contestant.id)) {
          const response = await agent
            .post(path)
            .set(XHR)
            .send({ csrf, ...body });
          expect([401, 403]).toContain(response.status);
        }
        const recipe = await recipeCall(
          { agent, csrf },
          `/admins/contestants/recipe/create/${contestant.id}`,
          recipeFields(),
        );
        expect([401, 403]).toContain(recipe.status);
      }
      expect(await t.em().count(Recipe, { contestant: contestant.id })).toBe(0);
      expect((await stored(contestant.id)).contestant.isFinalist).toBe(false);
    });

    it('refuses an admin who was disabled since signing in', async () => {
      const other = await signedInAdmin();
      const contestant = await t.factory.newRegisteredContestant();
      await t.em().getConnection().execute('update admins set is_active = false where id = ?', [other.id]);
      const response = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ is_finalist: true }),
        other,
      );
      expect(response.status).toBe(401);
      expect((await stored(contestant.id)).contestant.isFinalist).toBe(false);
    });

    it('refuses every call without the CSRF value (419) and changes nothing', async () => {
      const contestant = await t.factory.newRegisteredContestant();
      for (const [, path, body] of calls(contestant.id)) {
        const response = await admin.agent.post(path).set(XHR).send(body);
        expect(response.status).toBe(419);
      }
      const recipe = await recipeCall(
        { agent: admin.agent, csrf: null },
        `/admins/contestants/recipe/create/${contestant.id}`,
        recipeFields(),
      );
      expect(recipe.status).toBe(419);
      expect((await stored(contestant.id)).contestant.name).toBe('Carla');
      expect(await t.em().count(Recipe, { contestant: contestant.id })).toBe(0);
    });
  });

  describe('the tabs', () => {
    it('opens the profile tab by default when there is a profile, with the header and the profile box', async () => {
      const contestant = await t.factory.newRegisteredContestant({
        typeuser: 'sodexo',
        supervisor: 'approved',
      });
      const redirect = await admin.agent.get(`/admins/contestants/${contestant.id}`);
      expect(redirect.status).toBe(303);
      expect(redirect.headers.location).toBe(`/admins/contestants/profile/${contestant.id}`);
      const page = await visitPage<AdminContestantPageProps>(admin.agent, redirect.headers.location);
      expect(page.component).toBe('admins/contestants/show');
      expect(page.props.tab).toBe('profile');
      expect(page.props.contestant).toMatchObject({
        fullName: 'Carla Cook',
        email: contestant.email,
        typeuser: 'sodexo',
        isActive: true,
        authorization: { status: 2, label: 'Application approved' },
      });
      expect(page.props.profile).toMatchObject({ city: 'San Antonio', manager_name: 'Sam Supervisor' });
    });

    it('opens the settings tab without a profile when the team has set something, else the recipe tab', async () => {
      const fresh = await t.factory.newContestant();
      const finalist = await t.factory.newContestant();
      await t.em().getConnection().execute('update users set is_finalist = true where id = ?', [finalist.id]);
      const a = await admin.agent.get(`/admins/contestants/${fresh.id}`);
      expect(a.headers.location).toBe(`/admins/contestants/recipe/${fresh.id}`);
      const b = await admin.agent.get(`/admins/contestants/${finalist.id}`);
      expect(b.headers.location).toBe(`/admins/contestants/settings/${finalist.id}`);
      const page = await visitPage<AdminContestantPageProps>(admin.agent, b.headers.location);
      expect(page.props.tab).toBe('settings');
      expect(page.props.profile).toBeNull();
      expect(page.props.settings).toEqual({
        answer: 0,
        reason: '',
        is_active: true,
        is_finalist: true,
        onboarded: false,
      });
    });

    it('answers 404 for a contestant that does not exist', async () => {
      expect((await admin.agent.get('/admins/contestants/profile/999999').set(XHR)).status).toBe(404);
      expect((await admin.agent.get('/admins/contestants/settings/abc').set(XHR)).status).toBe(404);
      expect((await post('/admins/contestants/settings/999999/update', settingsForm())).status).toBe(404);
    });

    it("lists each judge's score in points (sum of the five criteria), and none before anyone votes", async () => {
      const recipe = await t.factory.newSubmittedRecipe();
      const contestantId = (recipe.contestant as unknown as { id: number }).id;
      const before = await visitPage<AdminContestantPageProps>(
        admin.agent,
        `/admins/contestants/profile/${contestantId}`,
      );
      expect(before.props.votes).toEqual([]);
      const olivia = await t.factory.newJudge();
      const bruno = await t.factory.newJudge({ stage: 'second' });
      const noteOnly = await t.factory.newJudge();
      const em = t.em();
      em.create(Vote, {
        judge: olivia.id,
        recipe: recipe.id,
        stage: 'first',
        creativity: '4.5',
        appearance: '4.0',
        ingredients: '3.5',
        profitability: 5,
        deployability: '4.5',
        votedAt: new Date(),
      });
      em.create(Vote, {
        judge: bruno.id,
        recipe: recipe.id,
        stage: 'second',
        creativity: '3.0',
        appearance: '3.0',
        ingredients: '3.0',
        profitability: 0,
        deployability: '2.0',
        votedAt: new Date(),
      });
      em.create(Vote, {
        judge: noteOnly.id,
        recipe: recipe.id,
        stage: 'first',
        note: 'Will taste it again.',
      });
      await em.flush();
      const after = await visitPage<AdminContestantPageProps>(
        admin.agent,
        `/admins/contestants/recipe/${contestantId}`,
      );
      expect(after.props.votes).toHaveLength(2);
      expect(after.props.votes).toEqual(
        expect.arrayContaining([
          { judge: 'Julia Judge', round: 'First round', score: '21.5' },
          { judge: 'Julia Judge', round: 'Final round', score: '11' },
        ]),
      );
    });
  });

  describe('POST /admins/contestants/profile/{id}', () => {
    it("saves the profile, the e-mail and an employee's supervisor, and audits the change", async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const email = `maria-${contestant.id}@sodexo.com`;
      const response = await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({
          email,
          typeuser: 'entegra',
          manager_name: 'New Boss',
          manager_email: 'new.boss@sodexo.com',
          business_name: '',
        }),
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        email,
        manager_email: 'new.boss@sodexo.com',
        typeuser: 'sodexo',
      });
      const after = await stored(contestant.id);
      expect(after.contestant).toMatchObject({ email, name: 'Nora', typeuser: 'sodexo' });
      expect(after.profile).toMatchObject({ managerName: 'New Boss', managerEmail: 'new.boss@sodexo.com' });
      const [entry] = await auditOf('contestant', contestant.id);
      expect(entry).toMatchObject({ action: 'contestant.profile', adminEmail: admin.email });
      expect(entry.before).toMatchObject({ name: 'Carla', email: contestant.email });
      expect(entry.after).toMatchObject({ name: 'Nora', email, manager_name: 'New Boss' });
    });

    it('refuses invalid fields with 422 and the summary, changing nothing', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const response = await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({
          name: '',
          phone: '555',
          manager_name: 'Boss',
          manager_email: 'boss@example.com',
          zip: 'ABC',
        }),
      );
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('There were 3 errors in your submission');
      expect(response.body.errors).toMatchObject({
        name: ['This field is required'],
        phone: ['This field must be a valid format'],
        zip: ['This field must be a valid format'],
      });
      const domain = await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({ manager_name: 'Boss', manager_email: 'boss@example.com' }),
      );
      expect(domain.status).toBe(422);
      expect(domain.body.errors.manager_email[0]).toMatch(/company address/);
      expect((await stored(contestant.id)).contestant.name).toBe('Carla');
      expect(await auditOf('contestant', contestant.id)).toHaveLength(0);
    });

    it("refuses another contestant's e-mail", async () => {
      const taken = await t.factory.newRegisteredContestant();
      const contestant = await t.factory.newRegisteredContestant();
      const response = await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({ email: taken.email }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors.email).toEqual([
        'This e-mail address is already used by another contestant.',
      ]);
    });

    it('shows the contestant the new details on My Profile', async () => {
      const contestant = await t.factory.newRegisteredContestant();
      await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({ email: contestant.email, city: 'Evanston' }),
      );
      const cook = t.agent();
      await signInContestant(cook, contestant.id);
      const page = await visitPage<ProfilePageProps>(cook, '/user/profile');
      expect(page.props.profile.city).toBe('Evanston');
    });
  });

  describe('POST /admins/contestants/profile/create', () => {
    it('opens the new contestant form with the type selector, entegra first', async () => {
      const page = await visitPage<AdminNewContestantPageProps>(admin.agent, '/admins/contestants/create');
      expect(page.component).toBe('admins/contestants/create');
      expect(page.props.types).toEqual(['entegra', 'sodexo']);
    });

    it('creates an outside business user, registered, and audits it', async () => {
      const form = profileForm();
      const response = await post('/admins/contestants/profile/create', form);
      expect(response.status).toBe(200);
      const id = response.body.data.id as number;
      expect(response.body.redirectTo).toBe(`/admins/contestants/profile/${id}`);
      const { contestant, profile } = await stored(id);
      expect(contestant).toMatchObject({
        email: form.email,
        typeuser: 'entegra',
        name: 'Nora',
        isAuthorized: AUTHORIZATION.waiting,
      });
      expect(contestant.registeredAt).toBeInstanceOf(Date);
      expect(profile).toMatchObject({ businessName: 'Lakeside Deli', phone: '(312) 555-0188' });
      const [entry] = await auditOf('contestant', id);
      expect(entry).toMatchObject({ action: 'contestant.create', before: null });
      expect(entry.after).toMatchObject({ email: form.email, typeuser: 'entegra' });
      expect(
        await t.em().count(OutboxMail, { template: 'supervisor-request', to: form.email as string }),
      ).toBe(0);
    });

    it("creates a company employee and mails the supervisor's approval request", async () => {
      const form = profileForm({
        email: `ana-${Date.now()}@sodexo.com`,
        typeuser: 'sodexo',
        business_name: '',
        manager_name: 'Sam Boss',
        manager_email: `sam-${Date.now()}@sodexo.com`,
      });
      const response = await post('/admins/contestants/profile/create', form);
      expect(response.status).toBe(200);
      const { contestant, profile } = await stored(response.body.data.id);
      expect(contestant.typeuser).toBe('sodexo');
      expect(profile).toMatchObject({ managerName: 'Sam Boss', businessName: null });
      const mails = await mailsTo(t, form.manager_email as string);
      expect(mails.map((mail) => mail.template)).toEqual(['supervisor-request']);
    });

    it('registers a signed-in employee who never registered and asks their supervisor, as registration does', async () => {
      const contestant = await t.factory.newContestant({
        email: `lou-${Date.now()}@sodexo.com`,
        typeuser: 'sodexo',
      });
      const supervisor = `kim-${Date.now()}@sodexo.com`;
      const save = () =>
        post(
          `/admins/contestants/profile/${contestant.id}`,
          profileForm({
            email: contestant.email,
            business_name: '',
            manager_name: 'Kim Lead',
            manager_email: supervisor,
          }),
        );
      const response = await save();
      expect(response.status).toBe(200);
      const after = await stored(contestant.id);
      expect(after.contestant.registeredAt).not.toBeNull();
      expect(after.contestant.isAuthorized).toBe(AUTHORIZATION.waiting);
      const mails = await mailsTo(t, supervisor);
      expect(mails.map((mail) => mail.template)).toEqual(['supervisor-request']);
      // A later save of the same profile asks nobody again.
      await save();
      expect(await t.em().count(OutboxMail, { to: supervisor })).toBe(1);
    });

    it('refuses a taken e-mail, an unknown type and missing fields, creating nothing', async () => {
      const existing = await t.factory.newContestant();
      const count = await t.em().count(Contestant, {});
      const taken = await post('/admins/contestants/profile/create', profileForm({ email: existing.email }));
      expect(taken.status).toBe(422);
      expect(taken.body.errors.email).toEqual(['This e-mail address is already used by another contestant.']);
      const badType = await post('/admins/contestants/profile/create', profileForm({ typeuser: 'judge' }));
      expect(badType.status).toBe(422);
      expect(badType.body.errors.typeuser).toBeDefined();
      const missing = await post(
        '/admins/contestants/profile/create',
        profileForm({ email: '', business_name: '' }),
      );
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toMatchObject({
        email: ['This field is required'],
        business_name: ['This field is required'],
      });
      const employee = await post(
        '/admins/contestants/profile/create',
        profileForm({ typeuser: 'sodexo', manager_name: '', manager_email: '' }),
      );
      expect(employee.status).toBe(422);
      expect(Object.keys(employee.body.errors).sort()).toEqual(['manager_email', 'manager_name']);
      expect(await t.em().count(Contestant, {})).toBe(count);
    });
  });
});
