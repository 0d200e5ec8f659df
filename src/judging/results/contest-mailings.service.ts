import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { RuleViolationException } from '../../common/http-errors.js';
import { MailService } from '../../mail/mail.service.js';
import { finalistNews, finalistsThankYou, resultsAnnouncement } from '../../mail/templates/contest-news.js';
import { localeOf } from '@shared/i18n/locales.js';
import type { MailTemplate } from '../../mail/templates/mail-template.js';
import { RECIPE_PAGES } from '../../recipes/recipes.service.js';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { type Transaction, Transactions } from '../../database/unit-of-work.js';
import { ContestMailing, type MailingKind } from './contest-mailing.entity.js';
import type { ContestMailingRepository } from './contest-mailing.repository.js';
import { ContestMailingsQueries, type MailingRecipientRow } from './contest-mailings.queries.js';
import type {
  FinalistsMailingPreviewProps,
  MailingSentProps,
  MailPreviewProps,
  ResultsMailingPreviewProps,
} from '@shared/admin/results.props.js';

export const MAILING_MESSAGES = {
  noFinalists:
    'No contestant is marked as a finalist yet. Mark the finalists in the ranking first, then notify them.',
  alreadyAnnounced: 'The results have already been announced: every contestant was mailed once.',
  nobodyToAnnounce: 'No contestant has submitted a recipe, so there is nobody to announce the results to.',
  previewOutdated:
    'Who would be mailed has changed since you opened the preview. Open it again to see the new count; nothing was sent.',
} as const;

/** Where the results mail sends people: the landing page's past editions, where the team shows the winner. */
export const WINNERS_URL = '/#past-editions';

/** Stands in for a recipient in a preview when a group is empty. */
const SAMPLE: MailingRecipientRow = {
  contestantId: 0,
  firstName: 'Carla',
  language: null,
  email: 'carla@example.com',
  isActive: true,
  isFinalist: false,
  recipeName: 'Braised short rib',
  mailedTemplate: null,
};

const finalistMail = (row: MailingRecipientRow) =>
  finalistNews(
    { firstName: row.firstName, recipeName: row.recipeName, recipeUrl: RECIPE_PAGES.editor },
    localeOf(row.language),
  );
const thankYouMail = (row: MailingRecipientRow) =>
  finalistsThankYou(
    { firstName: row.firstName, recipeName: row.recipeName, recipeUrl: RECIPE_PAGES.view },
    localeOf(row.language),
  );
const resultsMail = (row: MailingRecipientRow) =>
  resultsAnnouncement(
    { firstName: row.firstName, recipeName: row.recipeName, siteUrl: WINNERS_URL },
    localeOf(row.language),
  );

/** Who a mailing would reach now: enabled contestants it has not mailed yet. */
function due(rows: MailingRecipientRow[]) {
  const open = rows.filter((row) => row.isActive && row.mailedTemplate === null);
  return {
    finalists: open.filter((row) => row.isFinalist),
    others: open.filter((row) => !row.isFinalist),
    all: open,
    alreadyMailed: rows.filter((row) => row.mailedTemplate !== null).length,
    disabled: rows.filter((row) => !row.isActive && row.mailedTemplate === null).length,
  };
}

/**
 * The results page's contest-wide mailings: "Notify finalists" (the finalist mail or a thank-you, once per contestant
 * however often it is pressed) and "Announce results" (every contestant with a submitted recipe, once). Each sending
 * writes its outbox mails, its `contest_mailings` rows and one audit entry in one transaction.
 */
@Injectable()
export class ContestMailingsService {
  constructor(
    private readonly transactions: Transactions,
    @InjectRepository(ContestMailing) private readonly mailings: ContestMailingRepository,
    private readonly queries: ContestMailingsQueries,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Whether the results were mailed to the contestants. In a transaction `tx`, the mailings wait until it ends: an
   * announcement does not pass a change (a score's correction) made meanwhile.
   */
  async resultsAnnounced(tx?: Transaction): Promise<boolean> {
    if (tx) await this.queries.lock(tx);
    return this.queries.resultsSent(tx);
  }

  async summary(): Promise<{ finalistsNotified: number; resultsAnnouncedAt: string | null }> {
    const summary = await this.queries.summary();
    return {
      finalistsNotified: summary.finalists.count,
      resultsAnnouncedAt: summary.results.firstAt?.toISOString() ?? null,
    };
  }

  async finalistsPreview(): Promise<FinalistsMailingPreviewProps> {
    const rows = await this.queries.recipients('finalists');
    const groups = due(rows);
    return {
      finalists: groups.finalists.length,
      others: groups.others.length,
      alreadyNotified: groups.alreadyMailed,
      disabled: groups.disabled,
      noFinalists: !rows.some((row) => row.isActive && row.isFinalist),
      mails: {
        finalist: await this.preview(groups.finalists[0], finalistMail),
        thanks: await this.preview(groups.others[0], thankYouMail),
      },
    };
  }

  async resultsPreview(): Promise<ResultsMailingPreviewProps> {
    const rows = await this.queries.recipients('results');
    const groups = due(rows);
    const summary = await this.queries.summary();
    return {
      recipients: summary.results.firstAt ? 0 : groups.all.length,
      disabled: groups.disabled,
      announcedAt: summary.results.firstAt?.toISOString() ?? null,
      mail: await this.preview(groups.all[0], resultsMail),
    };
  }

  /**
   * Mails every finalist and every other contestant of the first round not mailed yet; answers how many. `previewed`
   * is the count the admin confirmed in the preview: a different count now sends nothing (409).
   */
  notifyFinalists(actor: AuditActor, previewed: number): Promise<MailingSentProps> {
    return this.transactions.run(async (tx) => {
      await this.queries.lock(tx);
      const rows = await this.queries.recipients('finalists', tx);
      if (!rows.some((row) => row.isActive && row.isFinalist)) {
        throw new RuleViolationException(MAILING_MESSAGES.noFinalists);
      }
      const groups = due(rows);
      if (groups.all.length !== previewed) throw new RuleViolationException(MAILING_MESSAGES.previewOutdated);
      await this.sendAll(tx, actor, 'finalists', [
        ...groups.finalists.map((row) => ({ row, template: finalistMail(row) })),
        ...groups.others.map((row) => ({ row, template: thankYouMail(row) })),
      ]);
      if (groups.all.length > 0) {
        this.audit.record(tx, actor, {
          action: 'results.notify_finalists',
          subjectType: 'contestants',
          after: {
            finalistIds: groups.finalists.map((row) => row.contestantId),
            otherIds: groups.others.map((row) => row.contestantId),
          },
        });
      }
      return {
        mailed: groups.all.length,
        finalists: groups.finalists.length,
        others: groups.others.length,
      };
    });
  }

  /** Mails every enabled contestant with a submitted recipe, the first time only (409 afterwards). */
  announceResults(actor: AuditActor, previewed: number): Promise<MailingSentProps> {
    return this.transactions.run(async (tx) => {
      await this.queries.lock(tx);
      const rows = await this.queries.recipients('results', tx);
      if (rows.some((row) => row.mailedTemplate !== null)) {
        throw new RuleViolationException(MAILING_MESSAGES.alreadyAnnounced);
      }
      const groups = due(rows);
      if (groups.all.length === 0) throw new RuleViolationException(MAILING_MESSAGES.nobodyToAnnounce);
      if (groups.all.length !== previewed) throw new RuleViolationException(MAILING_MESSAGES.previewOutdated);
      await this.sendAll(
        tx,
        actor,
        'results',
        groups.all.map((row) => ({ row, template: resultsMail(row) })),
      );
      this.audit.record(tx, actor, {
        action: 'results.announce',
        subjectType: 'contestants',
        after: { contestantIds: groups.all.map((row) => row.contestantId) },
      });
      return { mailed: groups.all.length, finalists: groups.finalists.length, others: groups.others.length };
    });
  }

  private async sendAll(
    tx: Transaction,
    actor: AuditActor,
    kind: MailingKind,
    mails: Array<{ row: MailingRecipientRow; template: MailTemplate }>,
  ): Promise<void> {
    // Each send only adds a row to this unit of work (no query): the one flush at the end writes them all.
    const mailings = this.mailings.in(tx);
    for (const { row, template } of mails) {
      await this.mail.send(row.email, template, tx);
      mailings.addSent(kind, row.contestantId, template.name, actor.id);
    }
    await mailings.flush();
  }

  private async preview(
    row: MailingRecipientRow | undefined,
    build: (row: MailingRecipientRow) => MailTemplate,
  ): Promise<MailPreviewProps> {
    const rendered = await this.mail.preview(build(row ?? SAMPLE));
    return { ...rendered, example: row ? (row.firstName ?? 'there') : 'a sample contestant' };
  }
}
