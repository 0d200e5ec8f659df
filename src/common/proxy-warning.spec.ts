import { jest } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { UNTRUSTED_PROXY_WARNING, untrustedProxyWarning } from './proxy-warning.js';

function requestWith(headers: Record<string, string>): Request {
  return { get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

function visit(middleware: ReturnType<typeof untrustedProxyWarning>, headers: Record<string, string>): void {
  const next: NextFunction = jest.fn();
  middleware?.(requestWith(headers), {} as Response, next);
  if (middleware) expect(next).toHaveBeenCalled();
}

describe(untrustedProxyWarning.name, () => {
  it('warns once in production when a proxy says HTTPS and TRUST_PROXY is not set', () => {
    const warn = jest.fn();
    const middleware = untrustedProxyWarning({ env: 'production', trustProxy: false }, warn);
    visit(middleware, {});
    expect(warn).not.toHaveBeenCalled();
    visit(middleware, { 'x-forwarded-proto': 'https' });
    visit(middleware, { 'x-forwarded-proto': 'https' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(UNTRUSTED_PROXY_WARNING);
    expect(UNTRUSTED_PROXY_WARNING).toContain('TRUST_PROXY=true');
  });

  it('stays silent when the proxy is trusted, or outside production', () => {
    expect(untrustedProxyWarning({ env: 'production', trustProxy: true }, jest.fn())).toBeNull();
    expect(untrustedProxyWarning({ env: 'development', trustProxy: false }, jest.fn())).toBeNull();
  });
});
