import { Contestant } from '../../src/contestants/contestant.entity.js';
import type { ProfilePageProps } from '@shared/contestants/profile.props.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { OutboxMail } from '../../src/mail/outbox-mail.entity.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import type { RecipeEditorPageProps } from '@shared/recipes/recipe.props.js';
import { signInContestant, signedInContestant } from '../support/test-app.js';
import { mailsTo } from '../support/outbox.js';
import { visitPage } from '../support/inertia.js';
import { png } from '../support/images.js';
import { AUTHORIZATION } from '@shared/statuses.js';
import { settingsForm, adminContestantsSetup } from '../support/admin-contestants.js';

describe('Admin contestants (/admins/contestants/…)', () => {
  const { t, admin, post, recipeCall, recipeFields, auditOf, stored } = adminContestantsSetup();
  const saveSettings = (id: number, body: Record<string, unknown>) =>
    post(`/admins/contestants/settings/${id}/update`, body);

  describe('POST /admins/contestants/settings/{id}/update', () => {
    const approvedEmployee = () =>
      t.factory.newRegisteredContestant({ typeuser: 'sodexo', supervisor: 'approved' });

    it('saves the toggles and an acceptance, mails the contestant and audits the change', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const response = await saveSettings(
        contestant.id,
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
      const contestant = await approvedEmployee();
      const response = await saveSettings(
        contestant.id,
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

      const forPartner = await saveSettings(partner.id, {
        ...settingsForm({ onboarded: true }),
        ...loaded(),
      });
      expect(forPartner.status).toBe(200);
      expect((await stored(partner.id)).contestant).toMatchObject({ isFinalist: true, onboarded: true });

      const forEmployee = await saveSettings(employee.id, {
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
      const declined = await saveSettings(employee.id, {
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
      const contestant = await approvedEmployee();
      const response = await saveSettings(contestant.id, settingsForm({ onboarded: true }));
      expect(response.status).toBe(200);
      expect(await t.em().count(OutboxMail, { to: contestant.email })).toBe(0);
    });

    it('saves a partner (entegra) without an answer: no supervisor answer is stored or mailed', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'entegra' });
      const response = await saveSettings(contestant.id, {
        is_active: false,
        is_finalist: true,
        onboarded: true,
      });
      expect(response.status).toBe(200);
      // An answer sent anyway is ignored too.
      const declined = await saveSettings(
        contestant.id,
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
      const { contestant, agent: cook } = await signedInContestant(t);
      expect((await cook.get('/user/profile')).status).toBe(200);
      await saveSettings(contestant.id, settingsForm({ is_active: false }));
      expect((await cook.get('/user/profile')).status).toBe(302);
    });

    it('refuses a missing answer, a decline without reason and toggles that are not booleans', async () => {
      const contestant = await t.factory.newRegisteredContestant({ typeuser: 'sodexo' });
      const noAnswer = await saveSettings(contestant.id, settingsForm({ answer: '' }));
      expect(noAnswer.status).toBe(422);
      expect(noAnswer.body.errors).toEqual({ answer: ['This field is required'] });
      const noReason = await saveSettings(contestant.id, settingsForm({ answer: 1, reason: '  ' }));
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors).toEqual({ reason: ['This field is required'] });
      const badToggles = await saveSettings(contestant.id, {
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
