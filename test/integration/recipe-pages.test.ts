import type TestAgent from 'supertest/lib/agent.js';
import type { RecipeEditorPageProps, RecipeViewPageProps } from '@shared/recipes/recipe.props.js';
import { RecipesService } from '../../src/recipes/recipes.service.js';
import { csrfOf, signInStaff, signedInNewcomer } from '../support/test-app.js';
import { FACTORY_ADDRESS } from '../support/profile-changes.js';
import { visitPage, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { completeForm, recipesSetup } from '../support/recipes.js';

describe(RecipesService.name, () => {
  const { t, setPhase, contestant, setContestant, call, withDraft } = recipesSetup();

  describe('GET /user/recipe', () => {
    it('shows an open, empty editor before the first draft', async () => {
      const { agent } = await contestant();
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.component).toBe('user/recipe');
      expect(page.props).toMatchObject({
        recipe: null,
        editor: { stage: 1, editable: true, submitted: false, rejected: false, closed: false, lock: null },
        authorization: 0,
        termsUrl: '/terms-and-conditions',
        viewUrl: '/user/recipe/view',
      });
    });

    it('loads the saved draft back, images included', async () => {
      const { agent, recipe } = await withDraft();
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.recipe).toEqual(recipe);
      expect(page.props.editor.editable).toBe(true);
    });

    it('locks the editor after the submission ("Recipe submitted!")', async () => {
      const { agent, csrf, recipe } = await withDraft();
      await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.editor).toMatchObject({
        stage: 1,
        editable: false,
        submitted: true,
        lock: 'submitted',
      });
      expect(page.props.recipe!.isComplete).toBe(true);
    });

    it('opens stage 2 for a finalist', async () => {
      const { person, agent, csrf, recipe } = await withDraft();
      await call(agent, 'wanttosubmit', csrf, completeForm({ id: String(recipe.id) }));
      await setContestant(person.id, { isFinalist: true });
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.editor).toMatchObject({ stage: 2, editable: true, submitted: false });
    });

    it('locks the editor of a rejected contestant and says so', async () => {
      const { agent } = await contestant({ typeuser: 'sodexo', supervisor: 'rejected' });
      const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
      expect(page.props.authorization).toBe(1);
      expect(page.props.editor).toMatchObject({ editable: false, rejected: true, lock: 'rejected' });
    });

    it('locks the editor while the window is closed', async () => {
      const { agent } = await contestant();
      await setPhase('closed');
      try {
        const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
        expect(page.props.editor).toMatchObject({ editable: false, closed: true, lock: 'closed' });
      } finally {
        await setPhase('open');
      }
    });

    it('locks the editor before the window opens, saying it has not opened (not that it closed)', async () => {
      const { agent } = await contestant();
      await setPhase('coming_soon');
      try {
        const page = await visitPage<RecipeEditorPageProps>(agent, '/user/recipe');
        expect(page.props.editor).toMatchObject({
          editable: false,
          notYetOpen: true,
          closed: false,
          lock: 'not_open',
        });
      } finally {
        await setPhase('open');
      }
    });

    it('sends a contestant who has not registered to /user/register', async () => {
      const { agent } = await signedInNewcomer(t);
      for (const path of ['/user/recipe', '/user/recipe/view']) {
        const response = await agent.get(path);
        expect(response.status).toBe(303);
        expect(response.headers.location).toBe('/user/register');
      }
    });

    it('sends anonymous visitors to sign in and refuses judges', async () => {
      const anonymous = await t.agent().get('/user/recipe');
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toBe('/login');

      const judge = await t.factory.newJudge({ password: 'judge password' });
      const agent = t.agent();
      await signInStaff(agent, 'judge', judge.email, 'judge password');
      const refused = await agent.get('/user/recipe/view');
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('This page is for contestants only.');
    });
  });

  describe('GET /user/recipe/view', () => {
    it("shows the recipe with the contestant's name, without the banner for a complete profile", async () => {
      const { agent, recipe } = await withDraft({ name: 'Rosa', lastname: 'Marquez' });
      const page = await visitPage<RecipeViewPageProps>(agent, '/user/recipe/view');
      expect(page.component).toBe('user/recipe-view');
      expect(page.props).toMatchObject({
        recipe,
        contestant: { name: 'Rosa', lastname: 'Marquez' },
        attention: false,
        profileUrl: '/user/profile',
        editorUrl: '/user/recipe',
        editable: true,
      });
    });

    it('shows an empty view before the first draft', async () => {
      const { agent } = await contestant();
      const page = await visitPage<RecipeViewPageProps>(agent, '/user/recipe/view');
      expect(page.props.recipe).toBeNull();
    });

    /** A company employee who registered through the form, as the registration page does it. */
    async function registeredEmployee(managerEmail: string) {
      const { contestant: person, agent, csrf } = await signedInNewcomer(t, { typeuser: 'sodexo' });
      const registered = await agent
        .post('/user/register')
        .set(XHR)
        .send({
          csrf,
          name: 'Luis',
          lastname: 'Ortega',
          ...FACTORY_ADDRESS,
          manager_name: 'Daniel Ortiz',
          manager_email: managerEmail,
          authorization: true,
        });
      expect(registered.status).toBe(200);
      return { person, agent };
    }

    /** The supervisor answers through the link in the request mail. */
    async function supervisorAnswers(managerEmail: string, answer: 1 | 2) {
      const [request] = await mailsTo(t, managerEmail);
      const path = /https?:\/\/[^/\s]+(\/user\/\d+\/authorization\?\S+)/.exec(request.text)![1];
      const supervisor = t.agent();
      const csrf = await csrfOf(supervisor);
      const response = await supervisor
        .post(path)
        .set(XHR)
        .send({ csrf, answer, reason: answer === 1 ? 'Not this year' : undefined });
      expect(response.status).toBe(200);
    }

    const attentionOf = async (agent: TestAgent) =>
      (await visitPage<RecipeViewPageProps>(agent, '/user/recipe/view')).props;

    it('shows a registered employee the banner until the supervisor approves, linking to a profile that opens', async () => {
      const managerEmail = `boss-${Date.now()}-a@sodexo.com`;
      const { agent } = await registeredEmployee(managerEmail);
      const waiting = await attentionOf(agent);
      expect(waiting).toMatchObject({ attention: true, profileUrl: '/user/profile' });
      const profile = await visitPage<{ profile: unknown }>(agent, waiting.profileUrl);
      expect(profile.component).toBe('user/profile');

      await supervisorAnswers(managerEmail, 2);
      expect((await attentionOf(agent)).attention).toBe(false);
    });

    it('keeps the banner for an employee whose supervisor declined', async () => {
      const managerEmail = `boss-${Date.now()}-b@sodexo.com`;
      const { agent } = await registeredEmployee(managerEmail);
      await supervisorAnswers(managerEmail, 1);
      expect((await attentionOf(agent)).attention).toBe(true);
    });

    it('leaves the banner out for outside users, who need no approval', async () => {
      const outside = await contestant({ typeuser: 'entegra' });
      expect((await attentionOf(outside.agent)).attention).toBe(false);
    });
  });
});
