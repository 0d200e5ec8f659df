import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ContestSettingsService } from '../../src/editions/contest-settings.service.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { NO_ROOM_MESSAGES } from '../../src/storage/storage.errors.js';
import { StoredFile } from '../../src/storage/stored-file.entity.js';
import { XHR } from '../support/inertia.js';
import { startTestApp, type TestApp, signedInContestant } from '../support/test-app.js';
import { TEST_DIR } from '../support/test-database.js';

/** A small file system of its own (tmpfs, as root) that the test fills up; elsewhere a disk cannot be filled safely. */
function mountSmallDisk(folder: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

mkdirSync(TEST_DIR, { recursive: true });
const disk = mkdtempSync(join(TEST_DIR, 'small-disk-'));
const mounted = mountSmallDisk(disk);
if (!mounted) {
  rmSync(disk, { recursive: true, force: true });
  // CI runs as root and must run this; on a developer's machine without root it cannot.
  if (process.env.CI === 'true')
    throw new Error('Could not mount a tmpfs for the full-disk test (run as root)');
  console.warn('Skipping the full-disk test: mounting a tmpfs needs root.');
}

(mounted ? describe : describe.skip)('uploads when the disk is full', () => {
  let t: TestApp;
  const filler = join(disk, 'filler');

  beforeAll(async () => {
    t = await startTestApp({ config: { storageDir: disk } });
    await t.em().getConnection().execute('update contest_settings set phase = ?', ['open']);
    t.running.app.get(ContestSettingsService).forget();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
    execFileSync('umount', [disk]);
    rmSync(disk, { recursive: true, force: true });
  });
  afterEach(() => rmSync(filler, { force: true }));

  /** Fills the disk until about `leaveBytes` are free. */
  function fillLeaving(leaveBytes: number): void {
    rmSync(filler, { force: true });
    const info = statfsSync(disk);
    const free = info.bavail * info.bsize;
    writeFileSync(filler, Buffer.alloc(Math.max(0, free - leaveBytes)));
  }

  /** A PNG that does not compress: its upload and its stored versions take about its size each. */
  const noisyPng = () =>
    sharp(randomBytes(120 * 120 * 3), { raw: { width: 120, height: 120, channels: 3 } })
      .png()
      .toBuffer();

  async function upload(photo: Buffer) {
    const { contestant: person, agent, csrf } = await signedInContestant(t);
    const response = await agent
      .post('/user/recipe/create')
      .set(XHR)
      .field('_token', csrf)
      .field('name', 'Full disk stew')
      .field('recipe_file', 'true')
      .attach('recipe', photo, { filename: 'dish.png', contentType: 'image/png' });
    return { response, person };
  }

  const leftovers = () => {
    const temp = join(disk, '.tmp');
    return existsSync(temp) ? readdirSync(temp) : [];
  };
  const storedFolders = () => readdirSync(disk).filter((name) => /^[a-f0-9]{32}$/.test(name));

  it('answers 507 with a worded message when the form itself cannot be kept, and changes nothing', async () => {
    const photo = await noisyPng();
    const before = await t.em().count(StoredFile, {});
    fillLeaving(0);
    const { response, person } = await upload(photo);
    expect(response.status).toBe(507);
    expect(response.body).toEqual({ message: NO_ROOM_MESSAGES.recipe });
    expect(await t.em().findOne(Recipe, { contestant: person.id })).toBeNull();
    expect(await t.em().count(StoredFile, {})).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it('answers 507 when the form fits but its stored image does not, and leaves nothing behind', async () => {
    const photo = await noisyPng();
    const before = await t.em().count(StoredFile, {});
    const foldersBefore = storedFolders();
    fillLeaving(photo.length + 16 * 1024);
    const { response, person } = await upload(photo);
    expect(response.status).toBe(507);
    expect(response.body).toEqual({ message: NO_ROOM_MESSAGES.recipe });
    expect(await t.em().findOne(Recipe, { contestant: person.id })).toBeNull();
    expect(await t.em().count(StoredFile, {})).toBe(before);
    expect(storedFolders()).toEqual(foldersBefore);
    expect(leftovers()).toEqual([]);
  });

  it('stores the same upload once there is room again', async () => {
    const { response } = await upload(await noisyPng());
    expect(response.status).toBe(200);
  });
});
