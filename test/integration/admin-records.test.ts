import { jest } from '@jest/globals';
import type TestAgent from 'supertest/lib/agent.js';
import { Admin } from '../../src/auth/admin.entity.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { RECORD_MESSAGES } from '../../src/admin/records/form-values.js';
import { MESSAGES } from '../../src/common/validation.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { PastEdition } from '../../src/editions/past-edition.entity.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { Judge } from '../../src/auth/judge.entity.js';
import { csrfOf, signInStaff, startTestApp, type TestApp, signedInNewcomer } from '../support/test-app.js';
import { inertiaVisit, XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { png } from '../support/images.js';

const PASSWORD = 'correct horse battery';
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@Example.com`;

describe('Admin records: judges, admins, whitelisted domains, past editions', () => {
  let t: TestApp;
  let admin: Admin;
  let agent: TestAgent;
  let csrf: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.factory.newAdmin({ password: PASSWORD });
    agent = t.agent();
    await signInStaff(agent, 'admin', admin.email, PASSWORD);
    csrf = await csrfOf(agent);
  });
  afterAll(() => t.close());

  const page = (path: string, as: TestAgent = agent) => inertiaVisit(t, as, path);

  const staffFields = (overrides: Record<string, unknown> = {}) => ({
    name: 'Marco',
    lastname: 'Rossi',
    email: uniqueEmail('staff'),
    stage: 'first',
    typelogin: 'credential',
    is_active: true,
    ...overrides,
  });

  /** The judge call is multipart (for the portrait); fields go as text, like the browser sends them. */
  function postJudge(
    path: string,
    fields: Record<string, unknown>,
    options: { as?: TestAgent; token?: string | null; portrait?: Buffer } = {},
  ) {
    const request = (options.as ?? agent).post(`/admins/judges/${path}`).set(XHR);
    const token = options.token === undefined ? csrf : options.token;
    if (token !== null) void request.field('_token', token);
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) void request.field(name, String(value));
    }
    if (options.portrait) {
      void request.field('portrait_file', 'true');
      void request.attach('portrait', options.portrait, { filename: 'face.png', contentType: 'image/png' });
    }
    return request;
  }

  const postJson = (
    path: string,
    body: Record<string, unknown>,
    as: TestAgent = agent,
    token: string | null = csrf,
  ) =>
    as
      .post(path)
      .set(XHR)
      .send(token === null ? body : { csrf: token, ...body });

  /** Runs `during` while every removal from storage fails (an unreachable object store), with the spy to check. */
  async function whileRemovalsFail(
    during: (removal: jest.SpiedFunction<StorageService['delete']>) => Promise<void>,
  ) {
    const removal = jest
      .spyOn(t.running.app.get(StorageService), 'delete')
      .mockRejectedValue(new Error('The object store is unreachable'));
    try {
      await during(removal);
    } finally {
      removal.mockRestore();
    }
  }

  const auditOf = (subjectType: string, subjectId: number) =>
    t.em().find(AuditEntry, { subjectType, subjectId }, { orderBy: { id: 'asc' } });

  describe('judges', () => {
    it('lists judges on the server, searchable', async () => {
      const judge = await t.factory.newJudge({ email: `zz-findme-${counter++}@example.com` });
      const response = await page('/admins/judges?q=zz-findme');
      expect(response.status).toBe(200);
      expect(response.body.component).toBe('admins/judges/index');
      const rows = response.body.props.rows as { email: string }[];
      expect(rows.map((row) => row.email)).toContain(judge.email);
      expect(rows.every((row) => row.email.includes('zz-findme'))).toBe(true);
    });

    it('filters the judges by round, and ignores an unknown round', async () => {
      const first = await t.factory.newJudge({
        email: `zz-round-a-${counter++}@example.com`,
        stage: 'first',
      });
      const final = await t.factory.newJudge({
        email: `zz-round-b-${counter++}@example.com`,
        stage: 'second',
      });
      const emails = async (path: string) => {
        const response = await page(path);
        return (response.body.props.rows as { email: string }[]).map((row) => row.email);
      };
      const finalOnly = await page('/admins/judges?q=zz-round&round=second');
      expect(finalOnly.body.props.list.filters).toMatchObject({ round: 'second' });
      expect(await emails('/admins/judges?q=zz-round&round=second')).toEqual([final.email]);
      expect(await emails('/admins/judges?q=zz-round&round=first')).toEqual([first.email]);
      expect((await emails('/admins/judges?q=zz-round&round=third')).sort()).toEqual(
        [first.email, final.email].sort(),
      );
    });

    it('shows the create form and the edit form', async () => {
      const judge = await t.factory.newJudge();
      expect((await page('/admins/judges/create')).body).toMatchObject({
        component: 'admins/judges/form',
        props: { kind: 'judge', account: null },
      });
      const edit = await page(`/admins/judges/${judge.id}/edit`);
      expect(edit.body.props.account).toMatchObject({ id: judge.id, email: judge.email, is_active: true });
      expect((await page('/admins/judges/999999/edit')).status).toBe(404);
    });

    it('creates an enabled credential judge, mails the invitation and writes the audit row', async () => {
      const fields = staffFields();
      const response = await postJudge('create', fields);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ redirectTo: '/admins/judges' });
      const judge = await t.em().findOneOrFail(Judge, { id: response.body.data.id as number });
      expect(judge).toMatchObject({ email: fields.email.toLowerCase(), isActive: true, passwordHash: null });
      const mails = await mailsTo(t, fields.email.toLowerCase());
      expect(mails).toHaveLength(1);
      expect(mails[0].template).toBe('judge-invitation');
      expect(mails[0].text).toMatch(/\/judges\/password\/reset\/[A-Za-z0-9_-]{43}\?/);
      const audit = await auditOf('judge', judge.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'judge.create', adminId: admin.id, adminEmail: admin.email });
      expect(audit[0].after).toMatchObject({ email: judge.email, isActive: true, invitationSent: true });
      expect(JSON.stringify(audit[0].after)).not.toContain('passwordHash');
    });

    it('keeps a new judge disabled when the toggle is off, and invites only once enabled', async () => {
      const fields = staffFields();
      // No is_active at all: the toggle's default.
      const created = await postJudge('create', { ...fields, is_active: undefined });
      expect(created.status).toBe(200);
      const id = created.body.data.id as number;
      expect((await t.em().findOneOrFail(Judge, id)).isActive).toBe(false);
      expect(await mailsTo(t, fields.email.toLowerCase())).toHaveLength(0);

      const enabled = await postJudge(`update/${id}`, { ...fields, is_active: true });
      expect(enabled.status).toBe(200);
      expect(await mailsTo(t, fields.email.toLowerCase())).toHaveLength(1);
      // Saving again does not mail again.
      await postJudge(`update/${id}`, { ...fields, is_active: true, name: 'Marc' });
      expect(await mailsTo(t, fields.email.toLowerCase())).toHaveLength(1);
      const audit = await auditOf('judge', id);
      expect(audit.map((row) => row.action)).toEqual(['judge.create', 'judge.update', 'judge.update']);
      expect(audit[2]).toMatchObject({ before: { name: 'Marco' }, after: { name: 'Marc' } });
    });

    it('sends no invitation to a single sign-on judge', async () => {
      const fields = staffFields({ typelogin: 'sso' });
      expect((await postJudge('create', fields)).status).toBe(200);
      expect(await mailsTo(t, fields.email.toLowerCase())).toHaveLength(0);
    });

    it.each([
      ['name', { name: '' }, MESSAGES.required],
      ['lastname', { lastname: '' }, MESSAGES.required],
      ['email', { email: '' }, MESSAGES.required],
      ['email', { email: 'not-an-address' }, MESSAGES.email],
      ['stage', { stage: '' }, MESSAGES.required],
      ['stage', { stage: undefined }, MESSAGES.required],
      ['typelogin', { typelogin: undefined }, MESSAGES.required],
      ['stage', { stage: 'third' }, MESSAGES.format],
      ['typelogin', { typelogin: '' }, MESSAGES.required],
      ['typelogin', { typelogin: 'password' }, MESSAGES.format],
    ])('refuses a judge without a valid %s', async (field, change, message) => {
      const before = await t.em().count(Judge);
      const response = await postJudge('create', staffFields(change));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There was 1 error in your submission',
        errors: { [field]: [message] },
      });
      expect(await t.em().count(Judge)).toBe(before);
    });

    it('counts every failing field in the summary', async () => {
      const response = await postJudge('create', { stage: 'first', typelogin: 'sso' });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('There were 3 errors in your submission');
    });

    it('refuses a second judge with the same address, whatever its case, but not an admin with it', async () => {
      const existing = await t.factory.newJudge();
      const response = await postJudge('create', staffFields({ email: existing.email.toUpperCase() }));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ email: [RECORD_MESSAGES.duplicateEmail.judge] });
      const other = await t.factory.newJudge();
      const renamed = await postJudge(`update/${other.id}`, staffFields({ email: existing.email }));
      expect(renamed.body.errors).toEqual({ email: [RECORD_MESSAGES.duplicateEmail.judge] });
      expect((await postJson('/admins/admins/create', staffFields({ email: existing.email }))).status).toBe(
        200,
      );
    });

    it("saves a judge's public side and the landing page shows it at once", async () => {
      const judge = await t.factory.newJudge();
      const landingBefore = await page('/', t.agent());
      expect((landingBefore.body.props.judges as { id: number }[]).map((row) => row.id)).not.toContain(
        judge.id,
      );

      const response = await postJudge(
        `update/${judge.id}`,
        staffFields({
          email: judge.email,
          name: 'Grace',
          title: 'Executive Chef',
          biography: 'Twenty years of hotel kitchens.',
          show_on_site: true,
          position: 1,
        }),
        { portrait: await png() },
      );
      expect(response.status).toBe(200);
      const landing = await page('/', t.agent());
      const shown = (landing.body.props.judges as { id: number }[]).find((row) => row.id === judge.id);
      expect(shown).toMatchObject({ title: 'Executive Chef', biography: 'Twenty years of hotel kitchens.' });
      expect(shown).toHaveProperty(
        'portrait.thumb',
        expect.stringMatching(/^\/media\/[a-f0-9]{32}\/thumb\.webp$/),
      );
      const audit = await auditOf('judge', judge.id);
      expect(audit.at(-1)?.after).toMatchObject({ title: 'Executive Chef', showOnSite: true });
    });

    it("keeps a judge's new portrait when the replaced one cannot be removed", async () => {
      const fields = staffFields();
      const created = await postJudge('create', fields, { portrait: await png() });
      expect(created.status).toBe(200);
      const before = await t.em().findOneOrFail(Judge, created.body.data.id as number);
      expect(before.portrait).toMatch(/^[a-f0-9]{32}$/);
      await whileRemovalsFail(async (removal) => {
        const updated = await postJudge(
          `update/${before.id}`,
          { ...fields, name: 'Ada' },
          { portrait: await png() },
        );
        expect(updated.status).toBe(200);
        expect(removal).toHaveBeenCalledWith(before.portrait);
      });
      const after = await t.em().findOneOrFail(Judge, before.id);
      expect(after.name).toBe('Ada');
      expect(after.portrait).not.toBe(before.portrait);
      expect((await t.agent().get(`/media/${after.portrait}/thumb.webp`)).status).toBe(200);
    });
  });

  describe('admins', () => {
    it("creates an admin and mails a link to the admins' reset page", async () => {
      const fields = staffFields();
      const response = await postJson('/admins/admins/create', fields);
      expect(response.status).toBe(200);
      expect(response.body.data.redirectTo).toBe('/admins/admins');
      const created = await t.em().findOneOrFail(Admin, { email: fields.email.toLowerCase() });
      expect(created.isActive).toBe(true);
      const mails = await mailsTo(t, fields.email.toLowerCase());
      expect(mails).toHaveLength(1);
      expect(mails[0].template).toBe('admin-invitation');
      expect(mails[0].text).toMatch(/\/admins\/password\/reset\/[A-Za-z0-9_-]{43}\?/);
      expect((await auditOf('admin', created.id))[0]).toMatchObject({ action: 'admin.create' });
    });

    it('lets an invited admin choose a password through the mailed link and sign in with it', async () => {
      const fields = staffFields();
      expect((await postJson('/admins/admins/create', fields)).status).toBe(200);
      const [mail] = await mailsTo(t, fields.email.toLowerCase());
      const link = /(\/admins\/password\/reset\/([A-Za-z0-9_-]{43})\?\S*)/.exec(mail.text);
      expect(link).not.toBeNull();
      const [, path, token] = link!;
      const invited = t.agent();
      const resetPage = await page(path, invited);
      expect(resetPage.body.component).toBe('admins/reset-password');
      expect(resetPage.body.props).toMatchObject({ state: 'ready', token });

      const reset = await postJson(
        '/admins/password/reset',
        {
          email: fields.email,
          password: 'first own password 1',
          password_confirmation: 'first own password 1',
          token,
        },
        invited,
        await csrfOf(invited),
      );
      expect(reset.status).toBe(200);
      await signInStaff(t.agent(), 'admin', fields.email, 'first own password 1');
    });

    it('refuses a duplicate admin address with a clear message', async () => {
      const other = await t.factory.newAdmin();
      const response = await postJson('/admins/admins/create', staffFields({ email: other.email }));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ email: [RECORD_MESSAGES.duplicateEmail.admin] });
    });

    it('refuses the required fields like the judge form', async () => {
      const response = await postJson('/admins/admins/create', { is_active: false });
      expect(response.status).toBe(422);
      expect(response.body.errors).toMatchObject({
        name: [MESSAGES.required],
        lastname: [MESSAGES.required],
        email: [MESSAGES.required],
      });
    });

    it('does not let an admin disable their own account', async () => {
      const self = await t.factory.newAdmin({ password: PASSWORD });
      const own = t.agent();
      await signInStaff(own, 'admin', self.email, PASSWORD);
      const ownCsrf = await csrfOf(own);
      const form = await page(`/admins/admins/${self.id}/edit`, own);
      expect(form.body.props.isSelf).toBe(true);
      const response = await postJson(
        `/admins/admins/update/${self.id}`,
        staffFields({ email: self.email, is_active: false }),
        own,
        ownCsrf,
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ is_active: [RECORD_MESSAGES.selfDisable] });
      expect((await t.em().findOneOrFail(Admin, self.id)).isActive).toBe(true);
      // Another admin may.
      expect(
        (
          await postJson(
            `/admins/admins/update/${self.id}`,
            staffFields({ email: self.email, is_active: false }),
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('whitelisted domains', () => {
    it('creates a domain lower-cased and disabled by default, then edits it', async () => {
      const domain = `Partner-${counter++}.Example.COM`;
      const created = await postJson('/admins/whitelisted/create', { domain: ` @${domain} ` });
      expect(created.status).toBe(200);
      const row = await t.em().findOneOrFail(WhitelistedDomain, created.body.data.id as number);
      expect(row).toMatchObject({ domain: domain.toLowerCase(), isActive: false });
      const updated = await postJson(`/admins/whitelisted/update/${row.id}`, { domain, is_active: true });
      expect(updated.status).toBe(200);
      expect((await t.em().findOneOrFail(WhitelistedDomain, row.id)).isActive).toBe(true);
      expect((await auditOf('whitelisted_domain', row.id)).map((entry) => entry.action)).toEqual([
        'whitelisted.create',
        'whitelisted.update',
      ]);
      const list = await page(
        `/admins/whitelisted?q=${encodeURIComponent(domain.toLowerCase())}&status=enabled`,
      );
      expect(list.body.props.list).toMatchObject({ total: 1, filters: { status: 'enabled' } });
      expect(list.body.props.rows).toEqual([{ id: row.id, domain: domain.toLowerCase(), is_active: true }]);
    });

    it('refuses an empty, a malformed and a duplicate domain', async () => {
      expect((await postJson('/admins/whitelisted/create', { domain: '' })).body.errors).toEqual({
        domain: [MESSAGES.required],
      });
      const bad = await postJson('/admins/whitelisted/create', { domain: 'not a domain' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.domain[0]).toContain('is not a valid domain name');
      const domain = `dup-${counter++}.example.com`;
      expect((await postJson('/admins/whitelisted/create', { domain })).status).toBe(200);
      const duplicate = await postJson('/admins/whitelisted/create', { domain: domain.toUpperCase() });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body.errors).toEqual({ domain: [RECORD_MESSAGES.duplicateDomain] });
    });
  });

  describe('past editions', () => {
    const BLOCKS = [{ title: 'For the sauce', lines: ['2 tomatoes', '1 onion'] }];
    const STEPS = [{ title: '', lines: ['Chop.', 'Simmer.'] }];
    const FACTS = [{ item: 'Calories', quantity: '420 kcal' }];

    const editionFields = (overrides: Record<string, string> = {}) => ({
      year: String(2000 + (counter++ % 90)),
      chef_name: 'Ana Ruiz',
      chef_description: 'Head chef in Austin.',
      recipe_name: 'Smoked brisket tacos',
      recipe_description: 'Tacos with a smoky brisket.',
      prep_time: '30 min',
      cook_time: '4 h',
      yield: '8 portions',
      ingredients: JSON.stringify(BLOCKS),
      preparation: JSON.stringify(STEPS),
      nutritional_facts: JSON.stringify(FACTS),
      tips: '',
      allergens: 'Gluten',
      chef_file: 'true',
      chefthumb_file: 'true',
      recipe_file: 'true',
      is_active: 'true',
      ...overrides,
    });

    async function postEdition(
      path: string,
      fields: Record<string, string>,
      images: ('chef' | 'chefthumb' | 'recipe')[] = ['chef', 'chefthumb', 'recipe'],
      token: string | null = csrf,
    ) {
      const request = agent.post(`/admins/past-editions/${path}`).set(XHR);
      if (token !== null) void request.field('_token', token);
      for (const [name, value] of Object.entries(fields)) void request.field(name, value);
      for (const image of images)
        void request.attach(image, await png(), { filename: `${image}.png`, contentType: 'image/png' });
      return request;
    }

    it('creates an edition with its tables and images, and the landing page lists it', async () => {
      const fields = editionFields();
      const response = await postEdition('create', fields);
      expect(response.status).toBe(200);
      expect(response.body.data.redirectTo).toBe('/admins/past-editions');
      const edition = await t.em().findOneOrFail(PastEdition, response.body.data.id as number);
      expect(edition).toMatchObject({
        year: Number(fields.year),
        ingredients: BLOCKS,
        preparation: STEPS,
        nutritionalFacts: FACTS,
        tips: null,
        isActive: true,
      });
      expect(edition.chefImage).toMatch(/^[a-f0-9]{32}$/);
      const landing = await page('/', t.agent());
      expect((landing.body.props.pastEditions as { year: number }[]).map((row) => row.year)).toContain(
        edition.year,
      );
      expect((await auditOf('past_edition', edition.id))[0]).toMatchObject({ action: 'past_edition.create' });

      // Editing without new files keeps the stored images.
      const updated = await postEdition(
        `update/${edition.id}`,
        {
          ...fields,
          recipe_name: 'Brisket tacos',
          chef_file: 'false',
          chefthumb_file: 'false',
          recipe_file: 'false',
        },
        [],
      );
      expect(updated.status).toBe(200);
      const after = await t.em().findOneOrFail(PastEdition, edition.id);
      expect(after).toMatchObject({ recipeName: 'Brisket tacos', chefImage: edition.chefImage });
      const audit = await auditOf('past_edition', edition.id);
      expect(audit[1]).toMatchObject({
        before: { recipeName: 'Smoked brisket tacos' },
        after: { recipeName: 'Brisket tacos' },
      });
    });

    it('keeps a stored save and its new image when the replaced image cannot be removed', async () => {
      const created = await postEdition('create', editionFields({ year: '2003' }));
      expect(created.status).toBe(200);
      const before = await t.em().findOneOrFail(PastEdition, created.body.data.id as number);
      await whileRemovalsFail(async (removal) => {
        const updated = await postEdition(
          `update/${before.id}`,
          editionFields({ year: '2003', chefthumb_file: 'false', recipe_file: 'false' }),
          ['chef'],
        );
        expect(updated.status).toBe(200);
        expect(removal).toHaveBeenCalledWith(before.chefImage);
      });
      const after = await t.em().findOneOrFail(PastEdition, before.id);
      expect(after.chefImage).not.toBe(before.chefImage);
      expect(after.recipeImage).toBe(before.recipeImage);
      // The image the edition now shows is still there.
      expect((await t.agent().get(`/media/${after.chefImage}/thumb.webp`)).status).toBe(200);
    });

    it('says a year with letters in it must be numeric, and stores nothing', async () => {
      const before = await t.em().count(PastEdition);
      const response = await postEdition('create', editionFields({ year: '20a4' }));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ year: ['This field must be numeric'] });
      expect(await t.em().count(PastEdition)).toBe(before);
    });

    it('counts every missing field, table and image in one summary', async () => {
      const response = await postEdition(
        'create',
        { chef_file: 'false', chefthumb_file: 'false', recipe_file: 'false' },
        [],
      );
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('There were 14 errors in your submission');
      expect(response.body.errors).toMatchObject({
        year: [MESSAGES.required],
        yield: [MESSAGES.required],
        ingredients: [RECORD_MESSAGES.emptyTable],
        preparation: [RECORD_MESSAGES.emptyTable],
        nutritional_facts: [RECORD_MESSAGES.emptyTable],
        chef: ['The chef image is required'],
        chefthumb: ['The chef image thumb is required'],
        recipe: ['The recipe image is required'],
      });
      expect(response.body.errors).not.toHaveProperty('tips');
    });

    it('names every empty ingredient line and every incomplete nutritional row', async () => {
      const response = await postEdition(
        'create',
        editionFields({
          ingredients: JSON.stringify([{ title: 'Base', lines: ['flour', ''] }]),
          nutritional_facts: JSON.stringify([{ item: 'Fat', quantity: '' }]),
        }),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'There were 2 errors in your submission',
        errors: {
          'ingredients.0.lines.1': [MESSAGES.required],
          'nutritional_facts.0.quantity': [MESSAGES.required],
        },
      });
    });

    it('refuses a second edition for the same year', async () => {
      const fields = editionFields();
      expect((await postEdition('create', fields)).status).toBe(200);
      const again = await postEdition('create', fields);
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ year: [RECORD_MESSAGES.duplicateYear] });
    });

    it('refuses a call without the csrf value', async () => {
      expect((await postEdition('create', editionFields(), [], null)).status).toBe(419);
    });
  });

  describe('who may call', () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/admins/admins/create', {}],
      ['/admins/judges/create', {}],
      ['/admins/whitelisted/create', { domain: 'x.example.com' }],
      ['/admins/past-editions/create', {}],
    ];

    it.each(calls)('refuses %s without the csrf value', async (path, body) => {
      expect((await postJson(path, body, agent, null)).status).toBe(419);
    });

    it('refuses anonymous visitors, judges, contestants and a disabled admin', async () => {
      const anonymous = t.agent();
      const judge = await t.factory.newJudge({ password: PASSWORD });
      const judgeAgent = t.agent();
      await signInStaff(judgeAgent, 'judge', judge.email, PASSWORD);
      const { agent: contestantAgent } = await signedInNewcomer(t);
      const disabled = await t.factory.newAdmin({ password: PASSWORD });
      const disabledAgent = t.agent();
      await signInStaff(disabledAgent, 'admin', disabled.email, PASSWORD);
      const em = t.em();
      (await em.findOneOrFail(Admin, disabled.id)).isActive = false;
      await em.flush();

      const domain = `refused-${counter++}.example.com`;
      for (const as of [anonymous, judgeAgent, contestantAgent, disabledAgent]) {
        const token = await csrfOf(as);
        const response = await postJson('/admins/whitelisted/create', { domain, is_active: true }, as, token);
        expect([401, 403]).toContain(response.status);
        expect((await page('/admins/judges', as)).status).not.toBe(200);
      }
      expect(await t.em().count(WhitelistedDomain, { domain })).toBe(0);
    });
  });
});
