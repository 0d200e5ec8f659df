import type TestAgent from 'supertest/lib/agent.js';
import { Contestant } from '../../src/contestants/contestant.entity.js';
import { WhitelistedDomain } from '../../src/contestants/whitelisted-domain.entity.js';
import { appSuite, csrfOf } from '../support/test-app.js';
import { XHR } from '../support/inertia.js';
import { mailsTo } from '../support/outbox.js';
import { FACTORY_ADDRESS } from '../support/profile-changes.js';

const SPANISH_BROWSER = 'es-MX,es;q=0.9';
const ENGLISH_BROWSER = 'en-US,en;q=0.9';

let sequence = 0;
const address = (domain: string) => `cocinera${++sequence}-${Date.now()}@${domain}`;

/** The links of a mail's text part, as paths of the app. */
const pathsIn = (text: string) =>
  [...text.matchAll(/https?:\/\/[^/\s]+(\/[^\s]*)/g)].map((match) => match[1]);

describe("The contestant's language: set at sign-in, kept, and the language of their mails", () => {
  const t = appSuite({ config: { companyEmailDomains: ['sodexo.com'] } });

  beforeAll(async () => {
    const em = t.em();
    em.create(WhitelistedDomain, { domain: 'socio.test', isActive: true });
    await em.flush();
  });

  const languageOf = async (id: number) => (await t.em().fork().findOneOrFail(Contestant, { id })).language;

  /** Signs `agent` in through the test route (SessionService.signIn, as every real sign-in) with a browser language. */
  async function signIn(agent: TestAgent, id: number, acceptLanguage: string, cookie?: string) {
    const csrf = await csrfOf(agent);
    // The switch's cookie, beside the agent's own (the CSRF cookie).
    if (cookie) agent.jar.setCookie(`${cookie}; Path=/`, '127.0.0.1', '/');
    const response = await agent
      .post('/__test__/sign-in')
      .set(XHR)
      .set('Accept-Language', acceptLanguage)
      .send({ csrf, audience: 'user', id });
    expect(response.status).toBe(200);
  }

  it('mails a partner visitor the sign-in link in the language of their browser, and signs them in with it stored', async () => {
    const email = address('socio.test');
    const agent = t.agent();
    const csrf = await csrfOf(agent);
    const asked = await agent
      .post('/user/validDomain')
      .set(XHR)
      .set('Accept-Language', SPANISH_BROWSER)
      .send({ csrf, email });
    expect(asked.status).toBe(200);
    const [mail] = await mailsTo(t, email, 'sign-in-link');
    expect(mail.subject).toBe('Tu enlace para iniciar sesión');
    expect(mail.text).toContain('caduca en 30 minutos');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toContain('sign in');

    const [link] = pathsIn(mail.text).filter((path) => path.startsWith('/login/link/'));
    const used = await agent
      .post(link)
      .set(XHR)
      .set('Accept-Language', SPANISH_BROWSER)
      .send({ csrf: await csrfOf(agent) });
    expect(used.status).toBe(200);
    const contestant = await t.em().fork().findOneOrFail(Contestant, { email });
    expect(contestant.language).toBe('es');
  });

  it('gives a company employee who signed in from a Spanish browser Spanish mails afterwards, their supervisor included, even after signing in from an English one', async () => {
    const newcomer = await t.factory.newContestant({ typeuser: 'sodexo', name: 'Lucía', lastname: 'Ramos' });
    const agent = t.agent();
    await signIn(agent, newcomer.id, SPANISH_BROWSER);
    expect(await languageOf(newcomer.id)).toBe('es');

    const registered = await agent
      .post('/user/register')
      .set(XHR)
      .send({
        csrf: await csrfOf(agent),
        name: 'Lucía',
        lastname: 'Ramos',
        ...FACTORY_ADDRESS,
        business_name: '',
        manager_name: 'Daniel Ortiz',
        manager_email: 'daniel.ortiz@sodexo.com',
        authorization: true,
      });
    expect(registered.status).toBeLessThan(400);
    const [request] = (await mailsTo(t, 'daniel.ortiz@sodexo.com', 'supervisor-request')).slice(-1);
    expect(request.subject).toBe(
      'Lucía Ramos te pide autorización para participar en el Culinary Recipe Contest',
    );
    expect(request.text).toContain('Hola, Daniel Ortiz:');
    expect(request.text).toMatch(/funciona hasta el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(request.html).toContain('<html lang="es">');

    // A later sign-in from an English browser keeps the stored language.
    await signIn(t.agent(), newcomer.id, ENGLISH_BROWSER);
    expect(await languageOf(newcomer.id)).toBe('es');

    const supervisor = t.agent();
    const supervisorCsrf = await csrfOf(supervisor);
    const [review] = pathsIn(request.text).filter((path) => path.includes('/authorization'));
    const answered = await supervisor.post(review).set(XHR).send({ csrf: supervisorCsrf, answer: 2 });
    expect(answered.status).toBeLessThan(400);
    const [answer] = await mailsTo(t, newcomer.email, 'supervisor-answer');
    expect(answer.subject).toBe('Buenas noticias: tu supervisor aprobó tu participación');
    expect(answer.text).toContain('Hola, Lucía:');
    expect(answer.text).toContain('Ir a mi receta: ');
  });

  it('stores the language chosen with the switch (the lang cookie) over the browser\u2019s', async () => {
    const newcomer = await t.factory.newContestant({ typeuser: 'entegra' });
    await signIn(t.agent(), newcomer.id, ENGLISH_BROWSER, 'lang=es');
    expect(await languageOf(newcomer.id)).toBe('es');
    await signIn(t.agent(), newcomer.id, SPANISH_BROWSER, 'lang=en');
    expect(await languageOf(newcomer.id)).toBe('en');
  });

  it('stores the language switched to before registering, and writes the supervisor in it', async () => {
    const newcomer = await t.factory.newContestant({ typeuser: 'sodexo', name: 'Ana', lastname: 'Gil' });
    const agent = t.agent();
    await signIn(agent, newcomer.id, ENGLISH_BROWSER);
    expect(await languageOf(newcomer.id)).toBe('en');
    agent.jar.setCookie('lang=es; Path=/', '127.0.0.1', '/');
    const csrf = await csrfOf(agent);
    const registered = await agent
      .post('/user/register')
      .set(XHR)
      .send({
        csrf,
        name: 'Ana',
        lastname: 'Gil',
        ...FACTORY_ADDRESS,
        business_name: '',
        manager_name: 'Rosa Vega',
        manager_email: 'rosa.vega@sodexo.com',
        authorization: true,
      });
    expect(registered.status).toBeLessThan(400);
    expect(await languageOf(newcomer.id)).toBe('es');
    const [request] = await mailsTo(t, 'rosa.vega@sodexo.com', 'supervisor-request');
    expect(request.subject).toBe(
      'Ana Gil te pide autorización para participar en el Culinary Recipe Contest',
    );
  });

  it('writes English to a contestant whose browser asks for no language it has', async () => {
    const newcomer = await t.factory.newContestant({ typeuser: 'entegra' });
    await signIn(t.agent(), newcomer.id, 'fr-CA,fr;q=0.9');
    expect(await languageOf(newcomer.id)).toBe('en');
  });
});
