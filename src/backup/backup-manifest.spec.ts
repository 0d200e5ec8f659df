import { createHash } from 'node:crypto';
import {
  archiveProblems,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupArchiveError,
  type BackupManifest,
  type BackupPart,
  parseManifest,
  unknownMigrations,
} from './backup-manifest.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const KEY = 'a'.repeat(32);

function manifest(parts: BackupPart[] = PARTS): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: '2031-03-10T08:00:00.000Z',
    app: { version: '0.1.0' },
    database: {
      server: '18.4',
      migration: 'Migration2',
      migrations: ['Migration1', 'Migration2'],
      sequences: [],
    },
    storage: { driver: 'local' },
    counts: { recipes: 1, votes: 0, files: 1 },
    parts,
    missingFiles: [],
  };
}

const PARTS: BackupPart[] = [
  {
    kind: 'table',
    path: 'tables/users.copy',
    table: 'users',
    columns: ['id'],
    rows: 1,
    bytes: 2,
    sha256: sha('1\n'),
  },
  {
    kind: 'table',
    path: 'tables/recipes.copy',
    table: 'recipes',
    columns: ['id'],
    rows: 1,
    bytes: 2,
    sha256: sha('7\n'),
  },
  {
    kind: 'file',
    path: `files/${KEY}/thumb.webp`,
    key: KEY,
    name: 'thumb.webp',
    bytes: 3,
    sha256: sha('img'),
  },
];
const WHOLE = PARTS.map(({ path, bytes, sha256 }) => ({ path, bytes, sha256 }));

describe('the backup manifest', () => {
  describe('parseManifest', () => {
    it('reads a manifest this version writes', () => {
      expect(parseManifest(JSON.stringify(manifest()))).toEqual(manifest());
    });

    it('refuses what is not JSON, not a backup of this app, or of a newer format', () => {
      expect(() => parseManifest('{"format":')).toThrow('not readable JSON');
      expect(() => parseManifest(JSON.stringify({ format: 'other' }))).toThrow(
        'not a backup of the recipe contest',
      );
      expect(() => parseManifest(JSON.stringify({ ...manifest(), formatVersion: 2 }))).toThrow(
        'format version 2 is not one this version of the app reads',
      );
      expect(() => parseManifest(JSON.stringify({ ...manifest(), parts: undefined }))).toThrow('incomplete');
    });

    it('refuses parts whose names could reach outside the file store or the tables', () => {
      const evil = (part: Record<string, unknown>) => {
        try {
          parseManifest(JSON.stringify(manifest([part as unknown as BackupPart])));
        } catch (error) {
          return (error as BackupArchiveError).problems;
        }
        return [];
      };
      const file = { kind: 'file', bytes: 1, sha256: sha('x') };
      expect(evil({ ...file, path: 'files/../../etc/passwd', key: '..', name: '../etc/passwd' })).toEqual([
        "files/../../etc/passwd: not a stored file's name",
      ]);
      expect(evil({ ...file, path: `files/${KEY}/x`, key: KEY, name: 'y' })).toEqual([
        `files/${KEY}/x: not a stored file's name`,
      ]);
      expect(evil({ ...PARTS[0], path: 'tables/x;drop.copy', table: 'x;drop' })).toEqual([
        "tables/x;drop.copy: not a table's name",
      ]);
      expect(evil({ ...PARTS[0], columns: ['id"); drop table users; --'] })).toEqual([
        'tables/users.copy: no columns',
      ]);
      expect(evil({ ...PARTS[0], sha256: 'abc' })).toEqual(['tables/users.copy: no size or checksum']);
    });
  });

  describe('archiveProblems', () => {
    it('finds nothing wrong with a whole archive', () => {
      expect(archiveProblems(manifest(), WHOLE)).toEqual([]);
    });

    it('names a damaged part: one flipped byte changes its checksum', () => {
      const damaged = WHOLE.map((entry, index) => (index === 1 ? { ...entry, sha256: sha('8\n') } : entry));
      expect(archiveProblems(manifest(), damaged)).toEqual([
        'tables/recipes.copy: damaged (its checksum does not match the manifest)',
      ]);
    });

    it('names a part missing, one the manifest does not list, and one twice in the archive', () => {
      expect(archiveProblems(manifest(), WHOLE.slice(0, 2))).toEqual([
        `files/${KEY}/thumb.webp: missing from the archive`,
      ]);
      expect(archiveProblems(manifest(), [...WHOLE, { path: 'extra', bytes: 0, sha256: sha('') }])).toEqual([
        'extra: not listed in the manifest',
      ]);
      expect(archiveProblems(manifest(), [...WHOLE, WHOLE[2]])).toEqual([
        `files/${KEY}/thumb.webp: in the archive twice`,
      ]);
    });

    it('refuses tables that come in another order than the manifest lists them (they load as they come)', () => {
      expect(archiveProblems(manifest(), [WHOLE[1], WHOLE[0], WHOLE[2]])).toEqual([
        'the tables are not in the order the manifest lists them',
      ]);
    });
  });

  it('names the migrations a backup has and this version does not', () => {
    expect(unknownMigrations(manifest(), ['Migration1', 'Migration2', 'Migration3'])).toEqual([]);
    expect(unknownMigrations(manifest(), ['Migration1'])).toEqual(['Migration2']);
  });
});
