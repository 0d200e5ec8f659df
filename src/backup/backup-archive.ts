import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** An error's message (errors of Node's own modules may come from another realm than `Error`, under jest). */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** What a part's bytes were: how many, and their SHA-256 in hex. */
export interface PartDigest {
  bytes: number;
  sha256: string;
}

/** Whether an archive of that name is compressed: `.tar` is a plain tar, anything else (`.tar.gz`, `.tgz`) gzip. */
export const isGzipName = (file: string): boolean => !file.endsWith('.tar');

async function write(stream: Writable, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/**
 * A tar archive written part by part, gzip-compressed unless its name ends in `.tar`. It is written beside its final
 * name as `<name>.partial` (mode 0600: it holds personal data and password hashes) and renamed at the end, so a
 * backup that fails or is interrupted never leaves a file that looks complete.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  /** Rejects when writing the file fails (a full disk), so that no part waits for a stream that is gone. */
  private readonly failed: Promise<never>;

  private constructor(
    readonly file: string,
    private readonly partial: string,
    private readonly mtime: Date,
  ) {
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    this.written = isGzipName(file) ? pipeline(this.pack, createGzip(), out) : pipeline(this.pack, out);
    this.failed = this.written.then(() => new Promise<never>(() => undefined));
    // Both are awaited later (by `add`, `finish` or `abort`); a failure before then is not unhandled.
    this.written.catch(() => undefined);
    this.failed.catch(() => undefined);
  }

  static partialOf(file: string): string {
    return `${file}.partial`;
  }

  static create(file: string, mtime: Date): ArchiveWriter {
    return new ArchiveWriter(file, ArchiveWriter.partialOf(file), mtime);
  }

  /** Adds one part of `size` bytes read from `body`; answers its digest. */
  async add(path: string, size: number, body: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<PartDigest> {
    const hash = createHash('sha256');
    let bytes = 0;
    let settle: (error?: Error | null) => void = () => undefined;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const entry = this.pack.entry({ name: path, size, mode: 0o600, mtime: this.mtime }, (error) =>
      settle(error),
    ) as unknown as Writable;
    for await (const chunk of body) {
      hash.update(chunk);
      bytes += chunk.length;
      await Promise.race([write(entry, chunk), this.failed]);
    }
    entry.end();
    await Promise.race([done, this.failed]);
    if (bytes !== size) throw new Error(`${path} changed while it was copied (${size} bytes, then ${bytes})`);
    return { bytes, sha256: hash.digest('hex') };
  }

  addBuffer(path: string, data: Buffer): Promise<PartDigest> {
    return this.add(path, data.length, [data]);
  }

  /** Ends the archive and gives it its name; answers its size in bytes. */
  async finish(): Promise<number> {
    this.pack.finalize();
    await this.written;
    await rename(this.partial, this.file);
    return (await stat(this.file)).size;
  }

  /** Gives up: the partial file is removed. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => undefined);
    await rm(this.partial, { force: true });
  }
}

/** One part of an archive being read: its name and size from the tar header, and its bytes. */
export interface ArchiveEntry {
  path: string;
  bytes: number;
  /** Read it once, to the end; `digest()` then says what was read. */
  body: AsyncIterable<Buffer>;
  digest(): PartDigest;
}

/** Whether a file starts like gzip (rather than trusting its name: a renamed archive still restores). */
async function startsLikeGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** A damaged or foreign file, in words a person can act on. */
export class ArchiveReadError extends Error {}

/**
 * The parts of an archive, in order. Each entry's body is hashed as it is read; a body left unread is read (and
 * hashed) before the next entry. A file that is not a tar (or gzip of one), or whose compression or tar headers are
 * damaged, fails with an ArchiveReadError.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gzip = await startsLikeGzip(file);
  const extract = tar.extract();
  const source = createReadStream(file);
  let failure: unknown = null;
  const piped = (gzip ? pipeline(source, createGunzip(), extract) : pipeline(source, extract)).catch(
    (error: unknown) => {
      failure = error;
    },
  );
  const unreadable = (error: unknown): Error =>
    error instanceof ArchiveReadError
      ? error
      : new ArchiveReadError(
          `${file} is not a readable backup archive (${messageOf(error)}); it may be damaged or truncated.`,
        );
  try {
    for await (const entry of extract) {
      const hash = createHash('sha256');
      let bytes = 0;
      let started = false;
      let finished = false;
      async function* body(): AsyncGenerator<Buffer> {
        started = true;
        try {
          for await (const chunk of entry as AsyncIterable<Buffer>) {
            hash.update(chunk);
            bytes += chunk.length;
            yield chunk;
          }
        } catch (error) {
          throw unreadable(error);
        }
        finished = true;
      }
      let digest: PartDigest | null = null;
      yield {
        path: entry.header.name,
        bytes: entry.header.size ?? 0,
        body: body(),
        digest: () => (digest ??= { bytes, sha256: hash.digest('hex') }),
      };
      if (!started) for await (const chunk of body()) void chunk;
      else if (!finished) throw new Error(`The part ${entry.header.name} was not read to its end`);
    }
  } catch (error) {
    throw unreadable(failure ?? error);
  } finally {
    source.destroy();
    extract.destroy();
    await piped;
  }
  if (failure) throw unreadable(failure);
}
