import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  describe('uploads', () => {
    it("accepts files well over the page's 10 MB hint by default: the ceiling is 40 MB", () => {
      expect(loadConfig({ NODE_ENV: 'test' }).uploadMaxBytes).toBe(40 * 1024 * 1024);
    });

    it('takes UPLOAD_MAX_MB when set', () => {
      expect(loadConfig({ NODE_ENV: 'test', UPLOAD_MAX_MB: '12.5' }).uploadMaxBytes).toBe(12.5 * 1024 * 1024);
    });

    it('refuses a value that is not a positive number', () => {
      expect(() => loadConfig({ NODE_ENV: 'test', UPLOAD_MAX_MB: 'lots' })).toThrow(/UPLOAD_MAX_MB/);
    });
  });
});
