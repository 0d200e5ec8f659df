import type TestAgent from 'supertest/lib/agent.js';
import { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import { csrfOf, signInStaff, startTestApp, type TestApp } from './test-app.js';
import { XHR } from './inertia.js';
import { late } from './late.js';
import { storedContestant } from './stored.js';

export const PASSWORD = 'admin password 123';

export const ROWS = [
  { ingredient: 'Chicken thigh', measure: 'Ounce', quantity: '4', cost_unit: '0.19' },
  { ingredient: 'White hominy', measure: 'Cup', quantity: '0.5', cost_unit: '0.35' },
];

/** A profile form as the admin page sends it (section 7 field names). */
export function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export const settingsForm = (overrides: Record<string, unknown> = {}) => ({
  answer: 2,
  reason: '',
  is_active: true,
  is_finalist: false,
  onboarded: false,
  ...overrides,
});

/** The app, a signed-in admin and the helpers every admin contestants test file shares, with a database per file. */
export function adminContestantsSetup() {
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

  const stored = (id: number) => storedContestant(t, id);

  return {
    t: late(() => t),
    admin: late(() => admin),
    signedInAdmin,
    post,
    recipeCall,
    recipeFields,
    auditOf,
    stored,
  };
}
