import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Response } from 'express';
import pg from 'pg';
import { Transactions } from '../../database/unit-of-work.js';
import type { BoardSnapshot } from '@shared/judging/final-board.props.js';
import { FinalBoardService } from './final-board.service.js';

/** The channel the migration's triggers notify at the commit of a final-round vote, a plate code or the board. */
const CHANNEL = 'final_board';
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** A screen that has not read this much of its stream is gone: dropped rather than buffered without end. */
const MAX_BUFFERED = 256 * 1024;
const RECONNECT_MS = 1_000;
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface BoardStream {
  res: Response;
  /** The venue screen's link the stream was opened with; null for an admin's. */
  link: string | null;
}

const frame = (snapshot: BoardSnapshot) => `data: ${JSON.stringify(snapshot)}\n\n`;

/**
 * The board's Server-Sent Events in this process. One connection of its own LISTENs on the database, so a score cast
 * through any copy of the app reaches every copy's screens; on each notice the board is computed once and the same
 * bytes are written to every stream (a stream costs its socket and one small record). Started with the first stream.
 */
@Injectable()
export class FinalBoardEvents implements OnModuleDestroy {
  private readonly logger = new Logger(FinalBoardEvents.name);
  private readonly streams = new Set<BoardStream>();
  private listener: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly transactions: Transactions,
    private readonly board: FinalBoardService,
  ) {}

  /** Answers `res` with the board's stream: the board as it is now, then again after every change. */
  async open(res: Response, link: string | null): Promise<void> {
    if (this.closed) {
      res.status(503).end();
      return;
    }
    // Listened for first: a screen gone while the board is read is never kept.
    let gone = false;
    const stream: BoardStream = { res, link };
    res.on('close', () => {
      gone = true;
      this.streams.delete(stream);
    });
    await this.listen();
    const snapshot = await this.board.snapshot();
    if (gone) return;
    res.status(200);
    // no-transform: the compression middleware would otherwise hold the events back to fill its buffer.
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(`retry: 2000\n\n${frame(snapshot)}`);
    this.streams.add(stream);
  }

  /** How many streams this process serves. */
  get size(): number {
    return this.streams.size;
  }

  async onModuleDestroy(): Promise<void> {
    this.endStreams();
    for (const signal of STOP_SIGNALS) process.off(signal, this.endStreams);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private listen(): Promise<void> {
    if (this.listener) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    client.on('notification', (notice) => {
      if (notice.channel !== CHANNEL) return;
      // The settings are kept two seconds per process: a change of the live final's switch is read at once.
      if (notice.payload === 'contest_settings') this.board.forgetSettings();
      this.refresh();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
      this.heartbeat.unref();
      // Told to stop, the process drains its requests (main.ts): the streams end at once rather than hold the drain
      // until it cuts them, and the screens reconnect to another copy.
      for (const signal of STOP_SIGNALS) process.once(signal, this.endStreams);
    }
  }

  /** Ends every stream, and answers new ones 503: the process is stopping. */
  private readonly endStreams = (): void => {
    this.closed = true;
    for (const stream of this.streams) stream.res.end();
    this.streams.clear();
  };

  /** The listening connection ended: another one, and a refresh for what was missed meanwhile. */
  private lost(client: pg.Client, error: Error | null): void {
    if (this.listener !== client) return;
    this.listener = null;
    if (this.closed) return;
    this.logger.warn(
      `The board's notice connection closed${error ? `: ${error.message}` : ''}; reconnecting.`,
    );
    const retry = () => {
      if (this.closed || this.streams.size === 0) return;
      this.listen().then(
        () => this.refresh(),
        () => setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  /** Computes the board once and writes it to every stream; notices arriving meanwhile give one more pass. */
  private refresh(): void {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = this.transactions
      .inOwnContext(() => this.send())
      .catch((error: unknown) => this.logger.error(`The board could not be sent: ${String(error)}`))
      .finally(() => {
        this.refreshing = null;
        if (this.refreshAgain) {
          this.refreshAgain = false;
          this.refresh();
        }
      });
  }

  private async send(): Promise<void> {
    if (this.streams.size === 0) return;
    const bytes = frame(await this.board.snapshot());
    // A screen whose link was turned off (or replaced) is closed: it reconnects, and gets 404.
    const links = new Map<string, boolean>();
    for (const { link } of this.streams)
      if (link !== null && !links.has(link)) links.set(link, await this.board.isOpenLink(link));
    for (const stream of this.streams) {
      if (stream.link !== null && !links.get(stream.link)) this.drop(stream, true);
      else this.write(stream, bytes);
    }
  }

  private ping(): void {
    for (const stream of this.streams) this.write(stream, ': ping\n\n');
  }

  private write(stream: BoardStream, bytes: string): void {
    if (stream.res.writableLength > MAX_BUFFERED) return this.drop(stream, false);
    stream.res.write(bytes);
  }

  private drop(stream: BoardStream, politely: boolean): void {
    this.streams.delete(stream);
    if (politely) stream.res.end();
    else stream.res.destroy();
  }
}
