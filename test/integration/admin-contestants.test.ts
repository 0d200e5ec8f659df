import type TestAgent from 'supertest/lib/agent.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import type {
  AdminContestantPageProps,
  AdminNewContestantPageProps,
} from '@shared/admin/admin-contestants.props.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import type { ProfilePageProps } from '@shared/contestants/profile.props.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Vote } from '../../src/judging/vote.entity.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import type { RecipeEditorPageProps } from '@shared/recipes/recipe.props.js';
import { csrfOf, signInContestant, signInStaff, startTestApp, type TestApp } from '../support/test-app.js';
import { mailsTo } from '../support/outbox.js';
import { visitPage, XHR } from '../support/inertia.js';
import { png } from '../support/images.js';
import { AUTHORIZATION } from '@shared/statuses.js';

const PASSWORD = 'admin password 123';

const ROWS = [
  { ingredient: 'Chicken thigh', measure: 'Ounce', quantity: '4', cost_unit: '0.19' },
  { ingredient: 'White hominy', measure: 'Cup', quantity: '0.5', cost_unit: '0.35' },
];

/** A profile form as the admin page sends it (section 7 field names). */
function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Nora',
    lastname: 'Baker',
    email: `nora-${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '(312) 555-0188',
    typeuser: 'entegra',
    country: 'US',
    address: '12 Lake St',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    business_name: 'Lakeside Deli',
    manager_name: '',
    manager_email: '',
    ...overrides,
  };
}

const settingsForm = (overrides: Record<string, unknown> = {}) => ({
  answer: 2,
  reason: '',
  is_active: true,
  is_finalist: false,
  onboarded: false,
  ...overrides,
});

describe('Admin contestants (/admins/contestants/…)', () => {
  let t: TestApp;
  let admin: { agent: TestAgent; csrf: string; id: number; email: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAdmin();
  });
  afterAll(() => t.close());

  async function signedInAdmin() {
    const account = await t.factory.newAdmin({ password: PASSWORD });
    const agent = t.agent();
    await signInStaff(agent, 'admin', account.email, PASSWORD);
    return { agent, csrf: await csrfOf(agent), id: account.id, email: account.email };
  }

  const post = (path: string, body: Record<string, unknown>, who = admin) =>
    who.agent
      .post(path)
      .set(XHR)
      .send({ csrf: who.csrf, ...body });

  function recipeCall(
    who: { agent: TestAgent; csrf: string | null },
    path: string,
    fields: Record<string, string>,
    files: Record<string, Buffer> = {},
  ) {
    const request = who.agent.post(path).set(XHR);
    if (who.csrf !== null) void request.field('_token', who.csrf);
    for (const [name, value] of Object.entries(fields)) void request.field(name, value);
    for (const [name, bytes] of Object.entries(files))
      void request.attach(name, bytes, { filename: `${name}.png`, contentType: 'image/png' });
    return request;
  }

  const recipeFields = (overrides: Record<string, string> = {}) => ({
    name: 'Green pozole bowl',
    description: 'Hominy, chicken and tomatillo in a bright broth.',
    preparation: 'Simmer the chicken. Add hominy and salsa.',
    ingredients: JSON.stringify(ROWS),
    recipe_file: 'false',
    headshot_file: 'false',
    terms: 'true',
    ...overrides,
  });

  async function auditOf(subjectType: string, subjectId: number) {
    return t.em().find(AuditEntry, { subjectType, subjectId }, { orderBy: { id: 'asc' } });
  }

  async function stored(id: number) {
    const em = t.em();
    return {
      contestant: await em.findOneOrFail(Contestant, id),
      profile: await em.findOne(Profile, { contestant: id }),
    };
  }

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
      const response = await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({
          email: contestant.email,
          business_name: '',
          manager_name: 'Kim Lead',
          manager_email: supervisor,
        }),
      );
      expect(response.status).toBe(200);
      const after = await stored(contestant.id);
      expect(after.contestant.registeredAt).not.toBeNull();
      expect(after.contestant.isAuthorized).toBe(AUTHORIZATION.waiting);
      const mails = await mailsTo(t, supervisor);
      expect(mails.map((mail) => mail.template)).toEqual(['supervisor-request']);
      // A later save of the same profile asks nobody again.
      await post(
        `/admins/contestants/profile/${contestant.id}`,
        profileForm({
          email: contestant.email,
          business_name: '',
          manager_name: 'Kim Lead',
          manager_email: supervisor,
        }),
      );
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

  describe('POST /admins/contestants/settings/{id}/update', () => {
    it('saves the toggles and an acceptance, mails the contestant and audits the change', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const response = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ answer: '2', is_finalist: true, onboarded: 'true' }),
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        answer: 2,
        reason: '',
        is_active: true,
        is_finalist: true,
        onboarded: true,
      });
      const after = await stored(contestant.id);
      expect(after.contestant).toMatchObject({
        isAuthorized: AUTHORIZATION.approved,
        isFinalist: true,
        onboarded: true,
      });
      // The team's answer, not the supervisor's: no answer date, so the mailed link says "already answered".
      expect(after.profile!.managerAnsweredAt).toBeNull();
      const mails = await mailsTo(t, contestant.email, 'supervisor-answer');
      expect(mails).toHaveLength(1);
      const [entry] = await auditOf('contestant', contestant.id);
      expect(entry).toMatchObject({
        action: 'contestant.settings',
        before: { is_finalist: false, onboarded: false, is_authorized: 0 },
        after: { is_finalist: true, onboarded: true, is_authorized: 2 },
      });
    });

    it('declines with the reason: the contestant sees the red badge and the reason, and the editor is locked', async () => {
      const contestant = await t.factory.newRegisteredContestant({
        typeuser: 'sodexo',
        supervisor: 'approved',
      });
      const response = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ answer: 1, reason: 'Not on the kitchen staff this season.' }),
      );
      expect(response.status).toBe(200);
      const cook = t.agent();
      await signInContestant(cook, contestant.id);
      const profile = await visitPage<ProfilePageProps>(cook, '/user/profile');
      expect(profile.props.profile.authorization).toEqual({
        status: 1,
        label: 'Application rejected',
        reason: 'Not on the kitchen staff this season.',
      });
      const editor = await visitPage<RecipeEditorPageProps>(cook, '/user/recipe');
      expect(editor.props.editor).toMatchObject({ rejected: true, editable: false });
      const mail = await t
        .em()
        .findOneOrFail(OutboxMail, { to: contestant.email, template: 'supervisor-answer' });
      expect(JSON.stringify(mail)).toContain('Not on the kitchen staff this season.');
    });

    it('leaves alone what the admin did not change on the page, though it changed meanwhile', async () => {
      const partner = await t.factory.newRegisteredContestant({ typeuser: 'entegra' });
      const employee = await t.factory.newRegisteredContestant({
        typeuser: 'sodexo',
        supervisor: 'rejected',
      });
      const loaded = (answer?: number, reason?: string) => ({
        loaded_is_active: true,
        loaded_is_finalist: false,
        loaded_onboarded: false,
        ...(answer === undefined ? {} : { loaded_answer: answer, loaded_reason: reason }),
      });
      // Meanwhile: the partner is made a finalist on the results page, another admin accepts the employee.
      const em = t.em();
      em.assign(await em.findOneOrFail(Contestant, partner.id), { isFinalist: true });
      em.assign(await em.findOneOrFail(Contestant, employee.id), { isAuthorized: AUTHORIZATION.approved });
      await em.flush();

      const forPartner = await post(`/admins/contestants/settings/${partner.id}/update`, {
        ...settingsForm({ onboarded: true }),
        ...loaded(),
      });
      expect(forPartner.status).toBe(200);
      expect((await stored(partner.id)).contestant).toMatchObject({ isFinalist: true, onboarded: true });

      const forEmployee = await post(`/admins/contestants/settings/${employee.id}/update`, {
        ...settingsForm({ answer: 1, reason: 'Not this season.', onboarded: true }),
        ...loaded(1, 'Not this season.'),
      });
      expect(forEmployee.status).toBe(200);
      expect((await stored(employee.id)).contestant).toMatchObject({
        isAuthorized: AUTHORIZATION.approved,
        onboarded: true,
      });
      expect(await t.em().count(OutboxMail, { to: employee.email })).toBe(0);

      // What the admin did change is written, whatever was stored.
      const declined = await post(`/admins/contestants/settings/${employee.id}/update`, {
        ...settingsForm({ answer: 1, reason: 'Changed my mind.', is_finalist: false }),
        ...loaded(2, ''),
        loaded_is_finalist: true,
      });
      expect(declined.status).toBe(200);
      expect((await stored(employee.id)).contestant).toMatchObject({
        isAuthorized: AUTHORIZATION.rejected,
        isFinalist: false,
      });
    });

    it('mails nothing when the answer stays the same', async () => {
      const contestant = await t.factory.newRegisteredContestant({
        typeuser: 'sodexo',
        supervisor: 'approved',
      });
      const response = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ onboarded: true }),
      );
      expect(response.status).toBe(200);
      expect(await t.em().count(OutboxMail, { to: contestant.email })).toBe(0);
    });

    it('saves a partner (entegra) without an answer: no supervisor answer is stored or mailed', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'entegra' });
      const response = await post(`/admins/contestants/settings/${contestant.id}/update`, {
        is_active: false,
        is_finalist: true,
        onboarded: true,
      });
      expect(response.status).toBe(200);
      // An answer sent anyway is ignored too.
      const declined = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ answer: 1, reason: 'Made up', is_active: false, is_finalist: true, onboarded: true }),
      );
      expect(declined.status).toBe(200);
      const after = await stored(contestant.id);
      expect(after.contestant).toMatchObject({
        isAuthorized: AUTHORIZATION.waiting,
        isActive: false,
        isFinalist: true,
        onboarded: true,
      });
      expect(after.profile!.managerReason).toBeNull();
      expect(await t.em().count(OutboxMail, { to: contestant.email })).toBe(0);
      const entries = await auditOf('contestant', contestant.id);
      expect(entries).toHaveLength(1);
      expect(entries[0].after).not.toHaveProperty('is_authorized');
    });

    it('signs a disabled contestant out at their next request', async () => {
      const contestant = await t.factory.newRegisteredContestant();
      const cook = t.agent();
      await signInContestant(cook, contestant.id);
      expect((await cook.get('/user/profile')).status).toBe(200);
      await post(`/admins/contestants/settings/${contestant.id}/update`, settingsForm({ is_active: false }));
      expect((await cook.get('/user/profile')).status).toBe(302);
    });

    it('refuses a missing answer, a decline without reason and toggles that are not booleans', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const noAnswer = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ answer: '' }),
      );
      expect(noAnswer.status).toBe(422);
      expect(noAnswer.body.errors).toEqual({ answer: ['This field is required'] });
      const noReason = await post(
        `/admins/contestants/settings/${contestant.id}/update`,
        settingsForm({ answer: 1, reason: '  ' }),
      );
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors).toEqual({ reason: ['This field is required'] });
      const badToggles = await post(`/admins/contestants/settings/${contestant.id}/update`, {
        answer: 2,
        is_active: 'maybe',
      });
      expect(badToggles.status).toBe(422);
      expect(Object.keys(badToggles.body.errors).sort()).toEqual(['is_active', 'is_finalist', 'onboarded']);
      expect(badToggles.body.message).toBe('There were 3 errors in your submission');
      const after = await stored(contestant.id);
      expect(after.contestant).toMatchObject({ isAuthorized: AUTHORIZATION.waiting, isActive: true });
      expect(await auditOf('contestant', contestant.id)).toHaveLength(0);
    });
  });

  describe('the recipe calls', () => {
    beforeAll(async () => {
      // Admins are not bound to the submission window.
      await t.em().getConnection().execute("update contest_settings set phase = 'closed'");
      t.running.app.get(ContestSettingsService).forget();
    });

    it('creates a draft, updates it and submits it on the contestant’s behalf, each audited', async () => {
      const contestant = await t.factory.newRegisteredContestant();
      const created = await recipeCall(
        admin,
        `/admins/contestants/recipe/create/${contestant.id}`,
        recipeFields({ type: 'draft' }),
      );
      expect(created.status).toBe(200);
      const id = created.body.data.id as number;
      const updated = await recipeCall(
        admin,
        `/admins/contestants/recipe/update/${contestant.id}`,
        recipeFields({ id: String(id), name: 'Red pozole bowl' }),
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data.name).toBe('Red pozole bowl');
      const submitted = await recipeCall(
        admin,
        `/admins/contestants/recipe/wanttosubmit/${contestant.id}`,
        recipeFields({ id: String(id), recipe_file: 'true', headshot_file: 'true' }),
        {
          recipe: await png({ color: '#2a7', width: 40, height: 30 }),
          headshot: await png({ color: '#c33', width: 40, height: 30 }),
        },
      );
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.isComplete).toBe(true);
      const entries = await auditOf('recipe', id);
      expect(entries.map((entry) => entry.action)).toEqual([
        'recipe.create',
        'recipe.update',
        'recipe.submit',
      ]);
      expect(entries[1]).toMatchObject({
        before: { name: 'Green pozole bowl' },
        after: { name: 'Red pozole bowl' },
      });
      // The contestant gets the receipt of the submission.
      expect(await t.em().count(OutboxMail, { to: contestant.email, template: 'recipe-receipt' })).toBe(1);
    });

    it('edits a submitted recipe, which stays submitted and locked for the contestant', async () => {
      const recipe = await t.factory.newSubmittedRecipe();
      const contestantId = (recipe.contestant as unknown as { id: number }).id;
      const response = await recipeCall(
        admin,
        `/admins/contestants/recipe/update/${contestantId}`,
        recipeFields({ id: String(recipe.id), name: 'Corrected name' }),
      );
      expect(response.status).toBe(200);
      const after = await t.em().findOneOrFail(Recipe, recipe.id);
      expect(after).toMatchObject({ name: 'Corrected name', isComplete: true });
      const cook = t.agent();
      await signInContestant(cook, contestantId);
      const editor = await visitPage<RecipeEditorPageProps>(cook, '/user/recipe');
      expect(editor.props.editor).toMatchObject({ submitted: true, editable: false });
      expect(editor.props.recipe!.name).toBe('Corrected name');
    });

    it('refuses invalid recipes with the summary, a second recipe and a wrong id', async () => {
      const contestant = await t.factory.newRegisteredContestant();
      const invalid = await recipeCall(
        admin,
        `/admins/contestants/recipe/wanttosubmit/${contestant.id}`,
        recipeFields({ name: '', ingredients: '[]', terms: 'false' }),
      );
      expect(invalid.status).toBe(422);
      expect(invalid.body.message).toBe('There were 5 errors in your submission');
      expect(Object.keys(invalid.body.errors).sort()).toEqual([
        'headshot',
        'ingredients',
        'name',
        'recipe',
        'terms',
      ]);
      const first = await recipeCall(
        admin,
        `/admins/contestants/recipe/create/${contestant.id}`,
        recipeFields(),
      );
      expect(first.status).toBe(200);
      const second = await recipeCall(
        admin,
        `/admins/contestants/recipe/create/${contestant.id}`,
        recipeFields(),
      );
      expect(second.status).toBe(409);
      const wrongId = await recipeCall(
        admin,
        `/admins/contestants/recipe/update/${contestant.id}`,
        recipeFields({ id: '999999' }),
      );
      expect(wrongId.status).toBe(404);
      expect(await t.em().count(Recipe, { contestant: contestant.id })).toBe(1);
      expect(await auditOf('recipe', first.body.data.id)).toHaveLength(1);
    });

    it("edits a rejected contestant's recipe (the admin counts as authorized)", async () => {
      const contestant = await t.factory.newRegisteredContestant({
        typeuser: 'sodexo',
        supervisor: 'rejected',
      });
      const response = await recipeCall(
        admin,
        `/admins/contestants/recipe/create/${contestant.id}`,
        recipeFields(),
      );
      expect(response.status).toBe(200);
    });
  });
});
