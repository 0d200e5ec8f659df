// What a judge's device keeps while the venue's network is away: the votes and notes not yet confirmed by the server
// (IndexedDB, through idb), sent again with their idempotency key until the server answers. One judge's at a time:
// another judge signing in on the same tablet, or a sign-out, clears it.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export type WriteCall = 'vote' | 'note' | 'comment';

export interface KeptWrite {
  /** The Idempotency-Key: the server applies the write once, whatever the retries. */
  key: string;
  judgeId: number;
  call: WriteCall;
  url: string;
  body: Record<string, unknown>;
  recipeId: number;
  /** How the judge knows the recipe: its name, or its plate in a live final. */
  label: string;
  keptAt: number;
  /** 'refused': the server answered no (the round closed meanwhile…); kept with its reason until dismissed. */
  state: 'waiting' | 'refused';
  reason?: string;
}

interface DeviceSchema extends DBSchema {
  writes: { key: string; value: KeptWrite; indexes: { keptAt: number } };
  owner: { key: 'judge'; value: number };
}

const DB_NAME = 'judge-device';
/** The service worker's cache of the round's pages (resources/sw/judges-sw.js names it alike). */
export const PAGE_CACHE = 'judges-pages';

let database: Promise<IDBPDatabase<DeviceSchema>> | null = null;

function open(): Promise<IDBPDatabase<DeviceSchema>> {
  database ??= openDB<DeviceSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'key' }).createIndex('keptAt', 'keptAt');
      db.createObjectStore('owner');
    },
    // Another tab deletes the database (a sign-out): let it, and open anew next time.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  });
  return database;
}

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DB_NAME);
channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));

/** Tells this tab's and the other tabs' views that the kept writes changed. */
function changed(): void {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

export function onKeptWritesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept writes, oldest first (sent in the order they were made, so a later vote wins). */
export async function keptWrites(judgeId: number): Promise<KeptWrite[]> {
  const all = await (await open()).getAllFromIndex('writes', 'keptAt');
  return all.filter((write) => write.judgeId === judgeId);
}

export async function keepWrite(write: Omit<KeptWrite, 'keptAt' | 'state'>): Promise<void> {
  await (await open()).put('writes', { ...write, keptAt: Date.now(), state: 'waiting' });
  changed();
}

export async function forgetWrite(key: string): Promise<void> {
  await (await open()).delete('writes', key);
  changed();
}

export async function markRefused(key: string, reason: string): Promise<void> {
  const db = await open();
  const write = await db.get('writes', key);
  if (!write) return;
  await db.put('writes', { ...write, state: 'refused', reason });
  changed();
}

/**
 * Makes the device this judge's: when it held another judge's writes and pages, they are cleared first (they could
 * not be sent as this judge anyway, and must not be read by them).
 */
export async function claimDevice(judgeId: number): Promise<void> {
  const db = await open();
  const owner = await db.get('owner', 'judge');
  if (owner === judgeId) return;
  if (owner !== undefined) {
    await db.clear('writes');
    await caches?.delete(PAGE_CACHE);
  }
  await db.put('owner', judgeId, 'judge');
  changed();
}

/** Clears what the device keeps for judges (a sign-out): the kept writes and the pages kept for offline use. */
export function clearDevice(): void {
  void database?.then((db) => db.close());
  database = null;
  try {
    indexedDB.deleteDatabase(DB_NAME);
    void caches?.delete(PAGE_CACHE);
  } catch {
    // Storage refused: nothing was kept either.
  }
  changed();
}

/** A fresh idempotency key for a write. */
export function newWriteKey(): string {
  // randomUUID needs a secure context (HTTPS or localhost); the random bytes do not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
