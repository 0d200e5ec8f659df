import { Test } from '@nestjs/testing';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SupervisorLinkService } from './supervisor-link.service.js';

const KEY_ONE = 'key-one-0123456789-0123456789-0123';
const KEY_TWO = 'key-two-0123456789-0123456789-0123';

/** The service as the app injects it, with the app key of a configuration of our own. */
async function linksSignedWith(appKey: string): Promise<SupervisorLinkService> {
  const moduleRef = await Test.createTestingModule({
    providers: [SupervisorLinkService, { provide: APP_CONFIG, useValue: { appKey } as AppConfig }],
  }).compile();
  return moduleRef.get(SupervisorLinkService);
}

function parts(path: string) {
  const url = new URL(path, 'http://x');
  return {
    path: url.pathname,
    expires: url.searchParams.get('expires')!,
    signature: url.searchParams.get('signature')!,
  };
}

describe(SupervisorLinkService.name, () => {
  let service: SupervisorLinkService;
  let otherKey: SupervisorLinkService;

  beforeAll(async () => {
    service = await linksSignedWith(KEY_ONE);
    otherKey = await linksSignedWith(KEY_TWO);
  });

  const issuedAt = new Date('2026-11-21T12:00:00Z');

  it("links to the contestant's pending approval page for 30 days", () => {
    const link = service.create(7, 'boss@sodexo.com', issuedAt);
    const { path, expires } = parts(link.path);
    expect(path).toBe('/user/7/authorization');
    expect(link.expiresAt.toISOString()).toBe('2026-12-21T12:00:00.000Z');
    expect(Number(expires) * 1000).toBe(link.expiresAt.getTime());
  });

  it('accepts its own link until it expires, then calls it expired', () => {
    const links = service;
    const { expires, signature } = parts(links.create(7, 'boss@sodexo.com', issuedAt).path);
    expect(links.check(7, 'boss@sodexo.com', expires, signature, new Date('2026-12-21T11:59:59Z'))).toBe(
      'valid',
    );
    expect(links.check(7, 'BOSS@sodexo.com', expires, signature, issuedAt)).toBe('valid');
    expect(links.check(7, 'boss@sodexo.com', expires, signature, new Date('2026-12-21T12:00:00Z'))).toBe(
      'expired',
    );
  });

  it('refuses any change of id, supervisor, expiry, signature or key', () => {
    const links = service;
    const { expires, signature } = parts(links.create(7, 'boss@sodexo.com', issuedAt).path);
    expect(links.check(8, 'boss@sodexo.com', expires, signature, issuedAt)).toBe('invalid');
    expect(links.check(7, 'other@sodexo.com', expires, signature, issuedAt)).toBe('invalid');
    expect(links.check(7, null, expires, signature, issuedAt)).toBe('invalid');
    expect(links.check(7, 'boss@sodexo.com', String(Number(expires) + 1), signature, issuedAt)).toBe(
      'invalid',
    );
    expect(links.check(7, 'boss@sodexo.com', `${expires}.0`, signature, issuedAt)).toBe('invalid');
    expect(links.check(7, 'boss@sodexo.com', expires, signature.slice(1), issuedAt)).toBe('invalid');
    expect(links.check(7, 'boss@sodexo.com', expires, undefined, issuedAt)).toBe('invalid');
    expect(links.check(7, 'boss@sodexo.com', expires, [signature], issuedAt)).toBe('invalid');
    expect(otherKey.check(7, 'boss@sodexo.com', expires, signature, issuedAt)).toBe('invalid');
  });
});
