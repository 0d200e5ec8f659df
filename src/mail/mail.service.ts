import { InjectRepository } from '@mikro-orm/nestjs';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import { Transactions, type UnitOfWork } from '../database/unit-of-work.js';
import { OutboxMail } from './outbox-mail.entity.js';
import type { HeldMail, OutboxMailRepository, OutboxStatusCount } from './outbox-mail.repository.js';
import type { MailBrand, MailTemplate, RenderedMail } from './templates/mail-template.js';

/** A mail held back for a while, and the outbox's counts, as other modules see them. */
export type { HeldMail, OutboxStatusCount };

/** The footer's help address may lag a settings change by this much. */
const BRAND_TTL_MS = 60_000;

export class InvalidMailAddressError extends Error {
  constructor(address: string) {
    super(`Not a deliverable e-mail address: "${address}"`);
  }
}

/** A mail held back before it goes, so that it can still be cancelled (see MailService.cancelHeld). */
export interface MailHold {
  /** What the mail is about ('recipe-review:12'): mails are cancelled and looked up by it. */
  topic: string;
  /** How long the mail waits; 0 sends it at once. */
  holdMs: number;
}

/**
 * Queues mails in the outbox (table mail_outbox); the outbox worker sends them. Nothing is sent from the request, so
 * a slow or broken SMTP server never fails or slows the action that caused a mail, and no mail is lost.
 *
 * How to send:
 * - on its own: `await mail.send(email, notice({...}))`: the row is written at once;
 * - together with a change (the usual case), pass the unit of work that writes the change:
 *   `await transactions.run(async (tx) => { ...change...; await mail.send(email, notice({...}), tx); })`,
 *   or `mail.send(email, template, uow)` before that unit of work's flush. The mail is then written by that flush or
 *   commit, in the same transaction: if the change is rolled back, the mail never existed.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailService.name);
  private brand: { value: MailBrand; at: number } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    @InjectRepository(OutboxMail) private readonly outbox: OutboxMailRepository,
    private readonly settings: ContestSettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.loadBrand();
    } catch (error) {
      this.logger.warn(`Could not read the help address for mails: ${String(error)}`);
    }
  }

  /**
   * Renders `template` for `to` and adds it to the outbox: status 'pending' for the worker, or 'kept' when no SMTP
   * server is configured (shown at /dev/mailbox outside production, never sent). Throws InvalidMailAddressError.
   * With `uow`, the answered row has its id only after that unit of work is flushed. With `hold`, the mail is due only
   * after `hold.holdMs` (a kept mail reaches the development mailbox then), and until then `cancelHeld` withdraws it.
   */
  async send(to: string, template: MailTemplate, uow?: UnitOfWork, hold?: MailHold): Promise<OutboxMail> {
    const address = to.trim();
    if (!isEmail(address)) throw new InvalidMailAddressError(to);
    if (!uow && this.transactions.inProgress()) {
      // A write on another connection would wait for this transaction to end: a deadlock on the embedded database.
      throw new Error(
        "MailService.send inside a transaction needs that transaction's EntityManager as its third argument",
      );
    }
    const rendered = template.render(await this.currentBrand(uow));
    const outbox = uow ? this.outbox.in(uow) : this.outbox.fresh();
    const mail = outbox.create({
      to: address,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: template.name,
      status: this.config.smtpUrl ? 'pending' : 'kept',
      topic: hold?.topic ?? null,
      nextAttemptAt: new Date(Date.now() + Math.max(0, hold?.holdMs ?? 0)),
    });
    if (!uow) await outbox.flush();
    return mail;
  }

  /**
   * Cancels the mails of `topic` still held back (never claimed, not yet due), in `uow`'s transaction; a mail already
   * on its way is not stopped. Answers the cancelled mails' templates.
   */
  cancelHeld(topic: string, uow: UnitOfWork): Promise<string[]> {
    return this.outbox.in(uow).cancelHeld(topic);
  }

  /** The latest mail of `topic` still held back, with the time it goes. */
  findHeld(topic: string, uow?: UnitOfWork): Promise<HeldMail | null> {
    return (uow ? this.outbox.in(uow) : this.outbox.fresh()).findHeld(topic);
  }

  /** The template of the last mail of `topic` that went out (see OutboxMailRepository.lastReleased). */
  lastReleased(
    topic: string,
    uow: UnitOfWork,
    before?: { to: string; templates: readonly string[] },
  ): Promise<string | null> {
    return this.outbox.in(uow).lastReleased(topic, before);
  }

  /** The outbox's mails by status, for the admin's dashboard (see OutboxMailRepository.countsByStatus). */
  countsByStatus(): Promise<OutboxStatusCount[]> {
    return this.outbox.fresh().countsByStatus();
  }

  /** The mail `template` as it would be queued, for a preview: nothing is stored. */
  async preview(template: MailTemplate): Promise<RenderedMail> {
    return template.render(await this.currentBrand());
  }

  private async currentBrand(uow?: UnitOfWork): Promise<MailBrand> {
    if (this.brand && Date.now() - this.brand.at < BRAND_TTL_MS) return this.brand.value;
    // Reading the settings needs a connection of its own; inside the caller's transaction the last value serves.
    if ((uow && this.transactions.inProgress(uow)) || this.transactions.inProgress())
      return this.brand?.value ?? this.fallbackBrand();
    try {
      return await this.loadBrand();
    } catch (error) {
      this.logger.warn(`Could not read the help address for mails: ${String(error)}`);
      return this.brand?.value ?? this.fallbackBrand();
    }
  }

  private async loadBrand(): Promise<MailBrand> {
    const settings = await this.settings.current();
    const value: MailBrand = {
      appName: this.config.appName,
      appUrl: this.config.appUrl,
      helpEmail: settings.helpEmail || null,
    };
    this.brand = { value, at: Date.now() };
    return value;
  }

  private fallbackBrand(): MailBrand {
    return { appName: this.config.appName, appUrl: this.config.appUrl, helpEmail: null };
  }
}
