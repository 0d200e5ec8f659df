import { mailsTo } from '../support/outbox.js';
import { completeForm, recipesSetup } from '../support/recipes.js';
import { RECIPE_ERRORS } from '../../src/recipes/recipes.service.js';
import { signInAs } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';

// The editor's autosave sends the draft calls of section 7 with the version its text was based on (`version`, the
// recipe's updatedAt): a save over a newer version is refused with that version, never written over it.

describe('Saving a draft on the version it was based on (autosave)', () => {
  const { t, contestant, call, recipeOf, snapshot } = recipesSetup();

  it('stores each autosave as a draft, never submitted, answering the new version', async () => {
    const { person, agent, csrf } = await contestant();
    const first = await call(agent, 'create', csrf, completeForm({ name: 'Green pozole' }));
    expect(first.status).toBe(200);
    const id = String(first.body.data.id);
    const v1 = first.body.data.updatedAt as string;

    const second = await call(
      agent,
      'update',
      csrf,
      completeForm({ id, name: 'Green pozole bowl', version: v1 }),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.updatedAt).not.toBe(v1);
    const third = await call(
      agent,
      'update',
      csrf,
      completeForm({ id, name: 'Green pozole bowl, lime', version: second.body.data.updatedAt }),
    );
    expect(third.status).toBe(200);

    const stored = (await recipeOf(person.id))!;
    expect(stored).toMatchObject({ name: 'Green pozole bowl, lime', isComplete: false, submittedAt: null });
    expect(stored.updatedAt.toISOString()).toBe(third.body.data.updatedAt);
    // A draft mails nothing: the receipt is for a submission.
    expect(await mailsTo(t, person.email)).toEqual([]);
  });

  it('refuses a save based on an older version (a second tab saved meanwhile), naming the newer one and changing nothing', async () => {
    const { person, agent, csrf } = await contestant();
    const opened = await call(agent, 'create', csrf, completeForm({ name: 'Pozole' }));
    const id = String(opened.body.data.id);
    const v1 = opened.body.data.updatedAt as string;
    // The other tab saves first, from the same version.
    const other = await call(agent, 'update', csrf, completeForm({ id, name: 'Pozole verde', version: v1 }));
    expect(other.status).toBe(200);
    const before = await snapshot(person.id);

    const late = await call(agent, 'update', csrf, completeForm({ id, name: 'Pozole rojo', version: v1 }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RECIPE_ERRORS.changedElsewhere);
    expect(late.body.data).toMatchObject({
      id: Number(id),
      name: 'Pozole verde',
      updatedAt: other.body.data.updatedAt,
    });
    expect(await snapshot(person.id)).toEqual(before);

    // The person chose to keep their text: saved on the newer version.
    const kept = await call(
      agent,
      'update',
      csrf,
      completeForm({ id, name: 'Pozole rojo', version: other.body.data.updatedAt }),
    );
    expect(kept.status).toBe(200);
    expect((await recipeOf(person.id))!.name).toBe('Pozole rojo');
  });

  it('refuses a late autosave after an administrator saved the recipe on the contestant’s behalf', async () => {
    const { person, agent, csrf } = await contestant();
    const opened = await call(agent, 'create', csrf, completeForm({ name: 'Tamales' }));
    const id = String(opened.body.data.id);
    const admin = await t.factory.newAdmin();
    const adminAgent = t.agent();
    const adminCsrf = await signInAs(adminAgent, 'admin', admin.id);
    const request = adminAgent
      .post(`/admins/contestants/recipe/update/${person.id}`)
      .set(XHR)
      .field('_token', adminCsrf)
      .field('type', 'draft');
    for (const [name, value] of Object.entries(completeForm({ id, name: 'Tamales de rajas' })))
      void request.field(name, value);
    expect((await request).status).toBe(200);

    const late = await call(
      agent,
      'update',
      csrf,
      completeForm({ id, name: 'Tamales verdes', version: opened.body.data.updatedAt }),
    );
    expect(late.status).toBe(409);
    expect(late.body.data.name).toBe('Tamales de rajas');
    expect((await recipeOf(person.id))!.name).toBe('Tamales de rajas');
  });

  it('saves a call of section 7 without a version as before, over whatever is stored', async () => {
    const { person, agent, csrf } = await contestant();
    const opened = await call(agent, 'create', csrf, completeForm({ name: 'Birria' }));
    const id = String(opened.body.data.id);
    await call(
      agent,
      'update',
      csrf,
      completeForm({ id, name: 'Birria tacos', version: opened.body.data.updatedAt }),
    );
    const classic = await call(agent, 'update', csrf, completeForm({ id, name: 'Birria de res' }));
    expect(classic.status).toBe(200);
    expect((await recipeOf(person.id))!.name).toBe('Birria de res');
  });

  it.each(['yesterday', '2026-13-01T00:00:00Z', '12'])(
    'refuses a version of "%s", changing nothing',
    async (version) => {
      const { person, agent, csrf } = await contestant();
      const opened = await call(agent, 'create', csrf, completeForm({ name: 'Mole' }));
      const before = await snapshot(person.id);
      const response = await call(
        agent,
        'update',
        csrf,
        completeForm({ id: String(opened.body.data.id), name: 'Mole negro', version }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ version: ['This field must be a valid format'] });
      expect(await snapshot(person.id)).toEqual(before);
    },
  );
});
