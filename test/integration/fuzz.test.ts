import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { Router } from 'express';
import type TestAgent from 'supertest/lib/agent.js';
import { AUDIENCE } from '../../src/auth/audience.decorator.js';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import type { Audience } from '@shared/inertia/shared-props.js';
import { ACCEPTS_UPLOADS } from '../../src/storage/multipart.interceptor.js';
import { csrfOf, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every POST route of the app, from its own routing table, called as its own audience with a valid CSRF value and
 * bad input: no answer may be a 5xx, every 4xx carries a message, and no table changes (issue 10).
 */

/**
 * Tables left out of the snapshot: `sessions` (the fuzz signs in for every route, and a sign-out call ends its
 * session: that is the call working) and `throttle_counters` (counting refused attempts is the throttle working).
 */
const UNSNAPSHOTTED = new Set(['sessions', 'throttle_counters']);
/** Routes mounted by the tests themselves, not the app. */
const TEST_ONLY = /^\/__test__\//;

const LONG = 'x'.repeat(100 * 1024);
const LONG_FIELDS = [
  'name',
  'email',
  'password',
  'description',
  'preparation',
  'note',
  'question',
  'answer',
  'reason',
];

/** Bad values of every kind the issue lists, each sent in every field at once. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['an empty string', ''],
  ['a NUL', 'a\u0000b'],
  ['control characters', 'a\r\nb\u001B\u202Eb'],
  ['a negative number', -1],
  ['a huge number', 1e300],
  ['nested arrays', [[['x']]]],
  ['a nested object', { a: { b: { c: 'x' } } }],
  ['an array of objects', [{ name: 'x', id: -1 }]],
];
/**
 * Numbers written wrong: sent in the numeric fields only (in a text field, "NaN" is a fine piece of text), the
 * other fields left out.
 */
const BAD_NUMBERS: Array<[string, string]> = [
  ['NaN as text', 'NaN'],
  ['hexadecimal', '0x1F'],
  ['a number as text out of range', '99999999999999999999'],
  ['a negative number as text', '-5'],
];
/** class-validator rules (and ours) that make a field a number. */
const NUMERIC_RULES = new Set([
  'isInt',
  'isNumber',
  'min',
  'max',
  'isStars',
  'isProfitability',
  'editionYear',
  'decimalText',
]);
/** Raw JSON texts JSON.stringify cannot make. */
const RAW_BODIES: Array<[string, (field: string) => string]> = [
  ['1e309 (Infinity)', (field) => `{"${field}": 1e309}`],
  ['deep nesting', () => '['.repeat(5000) + ']'.repeat(5000)],
  ['not JSON', () => '{"name": '],
];
/** Text values for multipart forms (every field is text there). */
const MULTIPART_VALUES: Array<[string, string]> = [
  ['empty strings', ''],
  ['a NUL', 'a\u0000b'],
  ['control characters', 'a\r\nb\u202E'],
  ['a 100 KB string', LONG],
];
const PATH_VALUES = ['1', 'abc', '-1', '1e309', '99999999'];

interface PostRoute {
  path: string;
  audience: Audience | null;
  multipart: boolean;
}

/**
 * Every field name any DTO of the app validates (class-validator's registry), so a new field is fuzzed too, and
 * those among them that are numbers.
 */
function dtoFieldNames(): { all: string[]; numeric: string[] } {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<unknown, Array<{ propertyName: string; name?: string; type: string }>>;
  };
  const names = new Set<string>();
  const numeric = new Set<string>();
  for (const list of storage.validationMetadatas.values())
    for (const { propertyName, name, type } of list) {
      names.add(propertyName);
      if (NUMERIC_RULES.has(name ?? type)) numeric.add(propertyName);
    }
  return { all: [...names].sort(), numeric: [...numeric].sort() };
}

describe('Fuzzing every write call', () => {
  let t: TestApp;
  let routes: PostRoute[];
  let fields: string[];
  let numericFields: string[];
  const signedIn = new Map<Audience, () => Promise<{ agent: TestAgent; csrf: string }>>();

  beforeAll(async () => {
    t = await startTestApp();
    await t
      .em()
      .getConnection()
      .execute(
        "update contest_settings set phase = 'open', first_round_open = true, second_round_open = true where id = 1",
      );
    t.running.app.get(ContestSettingsService).forget();

    // Who may call each handler, from Nest's metadata; the routes themselves from Express's routing table below.
    const audienceOf = new Map<string, { audience: Audience | null; multipart: boolean }>();
    const reflector = t.running.app.get(Reflector);
    const scanner = new MetadataScanner();
    for (const wrapper of t.running.app.get(DiscoveryService).getControllers()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const prefix = ([] as string[]).concat(
        reflector.get<string | string[]>(PATH_METADATA, metatype) ?? '',
      )[0];
      for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const handler = (instance as Record<string, unknown>)[name] as object;
        if (reflector.get<RequestMethod>(METHOD_METADATA, handler as never) !== RequestMethod.POST) continue;
        for (const path of ([] as string[]).concat(reflector.get(PATH_METADATA, handler as never) ?? '')) {
          const full = `/${[prefix, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/');
          audienceOf.set(full, {
            audience:
              reflector.getAllAndOverride<Audience | undefined>(AUDIENCE, [handler as never, metatype]) ??
              null,
            multipart: reflector.get<boolean>(ACCEPTS_UPLOADS, handler as never) === true,
          });
        }
      }
    }

    const express = t.running.app.getHttpAdapter().getInstance() as { router: Router };
    routes = [];
    for (const layer of express.router.stack) {
      const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
      if (!route?.methods.post || TEST_ONLY.test(route.path)) continue;
      const known = audienceOf.get(route.path);
      routes.push({
        path: route.path,
        audience: known?.audience ?? null,
        multipart: known?.multipart ?? false,
      });
    }
    ({ all: fields, numeric: numericFields } = dtoFieldNames());

    // A contestant whose recipe is submitted: a valid draft would be saved, and an empty draft is a valid one.
    const submitted = await t.factory.newSubmittedRecipe({ status: 'approved' });
    const contestant = submitted.contestant;
    const judge = await t.factory.newJudge();
    const admin = await t.factory.newAdmin();
    const ids: Record<Audience, number> = { user: contestant.id, judge: judge.id, admin: admin.id };
    for (const audience of ['user', 'judge', 'admin'] as const) {
      signedIn.set(audience, async () => {
        const agent = t.agent();
        const csrf = await csrfOf(agent);
        const response = await agent
          .post('/__test__/sign-in')
          .set('X-Requested-With', 'XMLHttpRequest')
          .send({ csrf, audience, id: ids[audience] });
        if (response.status !== 200) throw new Error(`Test sign-in failed with ${response.status}`);
        return { agent, csrf: await csrfOf(agent) };
      });
    }
  });
  afterAll(() => t.close());

  /** Row counts and a hash of every row, per table. */
  async function snapshot(): Promise<Record<string, string>> {
    const connection = t.em().getConnection();
    const tables = (await connection.execute(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )) as Array<{ name: string }>;
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      if (UNSNAPSHOTTED.has(name)) continue;
      const [row] = (await connection.execute(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from "${name}" t`,
      )) as Array<{ n: number; hash: string }>;
      result[name] = `${row.n} rows, ${row.hash}`;
    }
    return result;
  }

  it('finds the write calls in the routing table', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/user/recipe/create', '/admins/login', '/judges/dashboard/recipe/:id/vote']),
    );
    expect(routes.filter((route) => route.multipart).length).toBeGreaterThanOrEqual(11);
    expect(routes.filter((route) => route.audience === null).length).toBeGreaterThan(0);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'note', 'appearance']));
    expect(numericFields).toEqual(expect.arrayContaining(['appearance', 'id', 'position']));
  });

  it('answers bad input to every write call with a 4xx and a message, and changes no row', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    const accepted = new Set<string>();
    let calls = 0;
    for (const route of routes) {
      const session = route.audience ? await signedIn.get(route.audience)!() : null;
      const agent = session?.agent ?? t.agent();
      const csrf = session?.csrf ?? (await csrfOf(agent));
      const cases = route.multipart ? multipartCases() : jsonCases();
      for (const [index, kase] of cases.entries()) {
        const path = route.path.replace(/:\w+/g, () => PATH_VALUES[index % PATH_VALUES.length]);
        const request = agent.post(path).set('X-Requested-With', 'XMLHttpRequest');
        const response = await kase.send(request, csrf);
        calls++;
        const what = `${route.path} (${route.audience ?? 'anyone'}) with ${kase.name} at ${path}: ${response.status}`;
        if (response.status < 300) accepted.add(route.path);
        if (response.status >= 500) problems.push(`${what} ${response.text.slice(0, 200)}`);
        else if (response.status >= 400 && typeof response.body?.message !== 'string')
          problems.push(`${what} without a message`);
      }
    }
    expect(problems).toEqual([]);
    // Only sign-out, which takes no input, may say yes to any of it.
    expect([...accepted]).toEqual(['/logout']);
    expect(await snapshot()).toEqual(before);
    expect(calls).toBeGreaterThan(routes.length * 10);
  }, 120_000);

  interface Case {
    name: string;
    send(request: ReturnType<TestAgent['post']>, csrf: string): PromiseLike<import('supertest').Response>;
  }

  function jsonCases(): Case[] {
    const cases: Case[] = [
      { name: 'no fields', send: (request, csrf) => request.set('X-CSRF-TOKEN', csrf).send({}) },
    ];
    for (const [name, value] of BAD_VALUES) {
      cases.push({
        name,
        send: (request, csrf) =>
          request.set('X-CSRF-TOKEN', csrf).send(Object.fromEntries(fields.map((field) => [field, value]))),
      });
    }
    for (const [name, value] of BAD_NUMBERS) {
      cases.push({
        name,
        send: (request, csrf) =>
          request
            .set('X-CSRF-TOKEN', csrf)
            .send(Object.fromEntries(numericFields.map((field) => [field, value]))),
      });
    }
    // 100 KB strings in the text fields most calls have (every field at once would pass the 1 MB body limit).
    cases.push({
      name: 'a 100 KB string',
      send: (request, csrf) =>
        request
          .set('X-CSRF-TOKEN', csrf)
          .send(
            Object.fromEntries(
              LONG_FIELDS.filter((field) => fields.includes(field)).map((field) => [field, LONG]),
            ),
          ),
    });
    for (const [name, body] of RAW_BODIES) {
      cases.push({
        name,
        send: (request, csrf) =>
          request.set('X-CSRF-TOKEN', csrf).set('Content-Type', 'application/json').send(body('name')),
      });
    }
    return cases;
  }

  function multipartCases(): Case[] {
    const truncatedJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const files: Array<[string, Buffer, string]> = [
      ['a text file named .png', Buffer.from('not a picture at all\n'.repeat(20)), 'photo.png'],
      ['a 0-byte file', Buffer.alloc(0), 'empty.jpg'],
      ['a truncated JPEG', truncatedJpeg, 'cut.jpg'],
    ];
    const fileFields = ['recipe', 'headshot', 'chef', 'chefthumb', 'portrait', 'logo'];
    const cases: Case[] = [];
    for (const [fileName, bytes, filename] of files) {
      for (const [valueName, value] of MULTIPART_VALUES) {
        cases.push({
          name: `${fileName} and ${valueName}`,
          send: (request, csrf) => {
            void request.field('_token', csrf);
            for (const field of fields) {
              if (field === '_token' || fileFields.includes(field)) continue;
              void request.field(field, String(value));
            }
            for (const field of fileFields) {
              void request.field(`${field}_file`, 'true');
              void request.attach(field, bytes, { filename, contentType: 'image/png' });
            }
            return request;
          },
        });
      }
    }
    return cases;
  }
});
