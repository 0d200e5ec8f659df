import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { Clock } from '../../common/clock.js';
import { RuleViolationException } from '../../common/http-errors.js';
import { Transactions } from '../../database/unit-of-work.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { imageUrls } from '../../storage/image-urls.js';
import { allergenLine, type Allergen } from '@shared/recipes/allergens.js';
import { voterIdentity } from '@shared/people.js';
import {
  type CastVoteAnswer,
  type GalleryEntryProps,
  PEOPLES_CHOICE_MESSAGES as MESSAGES,
  PEOPLES_CHOICE_TEXT,
  type PeoplesChoiceAdminProps,
  type PeoplesChoiceGalleryProps,
  type PeoplesChoiceResultRowProps,
  peoplesChoiceState,
  type PeoplesChoiceState,
  type VoterKind,
} from '@shared/judging/peoples-choice.js';
import { contestantLabel } from '../judging.props-mapper.js';
import {
  type FinalistRecipeRow,
  type PeoplesChoiceRow,
  PeoplesChoiceQueries,
} from './peoples-choice.queries.js';

/** The signed-in voter: the address as they gave it (or single sign-on vouched for), and its identity. */
export interface Voter {
  email: string;
  identity: string;
  via: VoterKind;
}

export interface PeoplesChoiceSettingsInput {
  enabled: boolean;
  voters: VoterKind;
  emailDomains: string[];
}

/** A voter is logged in the audit log under their identity, where an admin's address shows. */
const voterActor = (voter: Voter): AuditActor => ({ id: null, email: `Voter ${voter.identity}` });

/**
 * People's Choice (issue 36, part 2): an optional award, off by default, that an admin opens for a set period once
 * the finalists are chosen. One vote per person (their normalised address), changeable until the vote closes;
 * counts are read from the votes, for admins only once the vote is closed, and for everyone once an admin publishes
 * the result. Its own award: nothing here reads or writes the jury's votes or ranking.
 */
@Injectable()
export class PeoplesChoiceService {
  constructor(
    private readonly transactions: Transactions,
    private readonly queries: PeoplesChoiceQueries,
    private readonly settings: ContestSettingsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private stateOf(row: PeoplesChoiceRow): PeoplesChoiceState {
    return peoplesChoiceState(row, this.clock.now());
  }

  /** Who may vote, and whether a voter signs in by single sign-on or by a mailed link. */
  async voterKind(): Promise<{ state: PeoplesChoiceState; voters: VoterKind; emailDomains: string[] }> {
    const row = await this.queries.settings();
    return { state: this.stateOf(row), voters: row.voters, emailDomains: row.emailDomains };
  }

  /** The public gallery. No count reaches it before the vote is closed and its result published. */
  async gallery(voter: Voter | null, notice: string | null = null): Promise<PeoplesChoiceGalleryProps> {
    const row = await this.queries.settings();
    const state = this.stateOf(row);
    const finalists = state === 'off' ? [] : await this.queries.finalistRecipes();
    const blind = (await this.settings.current()).blindJudging;
    const own = voter ? await this.queries.voteOf(voter.identity) : null;
    const published = state === 'closed' && row.publishedAt !== null;
    return {
      state,
      voters: row.voters,
      closesAt: row.closesAt?.toISOString() ?? null,
      entries: finalists.map((recipe) => toGalleryEntry(recipe, blind)),
      voter: voter
        ? { email: voter.email, recipeId: own?.recipeId ?? null, voided: own?.voidedAt != null }
        : null,
      result: published ? await this.result(finalists, blind) : null,
      notice,
    };
  }

  /**
   * The voter's vote for a finalist's recipe: their one row, inserted or changed. 409 when the vote is not open, the
   * recipe is the voter's own, or their vote was voided; 404 for a recipe that is no finalist's.
   */
  cast(voter: Voter, recipeId: number, requestKey?: string): Promise<CastVoteAnswer> {
    return this.transactions.run(async (tx) => {
      const row = await this.queries.settings(tx);
      if (this.stateOf(row) !== 'open') throw new RuleViolationException(MESSAGES.notOpen);
      if (row.voters === 'sso' && voter.via !== 'sso') throw new ForbiddenException(MESSAGES.notCompany);
      if (row.voters === 'email' && !domainListed(voter.identity, row.emailDomains))
        throw new ForbiddenException(MESSAGES.domainNotListed);
      const recipe = (await this.queries.finalistRecipes(tx)).find((entry) => entry.recipeId === recipeId);
      if (!recipe) throw new NotFoundException(MESSAGES.notFinalist);
      if (voterIdentity(recipe.ownerEmail) === voter.identity)
        throw new RuleViolationException(MESSAGES.ownRecipe);
      const before = await this.queries.voteOf(voter.identity, tx);
      if (before?.voidedAt) throw new RuleViolationException(MESSAGES.voided);
      // A retried call (its Idempotency-Key already wrote this vote) gets its answer again, and writes nothing.
      if (requestKey && before?.requestKeys.includes(requestKey))
        return { recipeId: before.recipeId, changed: false, message: PEOPLES_CHOICE_TEXT.voted };
      const written = await this.queries.upsertVote(tx, voter.identity, recipeId, requestKey);
      if (!written) throw new RuleViolationException(MESSAGES.voided);
      const changed = before !== null && before.recipeId !== recipeId;
      if (before === null || changed)
        this.audit.record(tx, voterActor(voter), {
          action: before === null ? 'peoples_choice.vote' : 'peoples_choice.change_vote',
          subjectType: 'peoples_choice_votes',
          subjectId: written.id,
          before: before ? { recipe_id: before.recipeId } : null,
          after: { recipe_id: recipeId, via: voter.via },
        });
      return {
        recipeId,
        changed,
        message: changed ? PEOPLES_CHOICE_TEXT.changed : PEOPLES_CHOICE_TEXT.voted,
      };
    });
  }

  /** The award on the admins' results page: null while it is off. */
  async resultsBlock(): Promise<PeoplesChoiceAdminProps | null> {
    const row = await this.queries.settings();
    return row.enabled ? this.adminPage() : null;
  }

  /**
   * Whether an address may ask for a voting link: the vote is open to listed domains, and the address is at one of
   * them. 409 when the vote is not open or not by mail; 403 for an address at another domain.
   */
  async checkLinkRequest(email: string): Promise<void> {
    const row = await this.queries.settings();
    if (this.stateOf(row) !== 'open' || row.voters !== 'email')
      throw new RuleViolationException(MESSAGES.notOpen);
    const identity = voterIdentity(email);
    if (!identity || !domainListed(identity, row.emailDomains))
      throw new ForbiddenException(MESSAGES.domainNotListed);
  }

  async adminPage(): Promise<PeoplesChoiceAdminProps> {
    const row = await this.queries.settings();
    const state = this.stateOf(row);
    const finalists = await this.queries.finalistRecipes();
    const blind = (await this.settings.current()).blindJudging;
    return {
      state,
      enabled: row.enabled,
      voters: row.voters,
      emailDomains: row.emailDomains,
      openedAt: row.openedAt?.toISOString() ?? null,
      closesAt: row.closesAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      finalists: finalists.length,
      turnout: await this.queries.turnout(),
      result: state === 'closed' ? await this.result(finalists, blind) : null,
      voided: await this.queries.voided(),
    };
  }

  /** The award on or off, and who may vote; who may vote is fixed once the vote has opened. */
  saveSettings(actor: AuditActor, input: PeoplesChoiceSettingsInput): Promise<void> {
    return this.transactions.run(async (tx) => {
      const before = await this.queries.settings(tx, true);
      const domains = [...new Set(input.emailDomains.map((d) => d.trim().toLowerCase().replace(/^@/, '')))]
        .filter(Boolean)
        .sort();
      if (input.voters === 'email' && domains.length === 0)
        throw new RuleViolationException(MESSAGES.domainsNeeded);
      const opened = before.openedAt !== null;
      if (opened && (input.voters !== before.voters || domains.join() !== before.emailDomains.join()))
        throw new RuleViolationException(MESSAGES.settingsLocked);
      await this.queries.updateSettings(tx, {
        enabled: input.enabled,
        voters: input.voters,
        email_domains: domains,
      });
      this.audit.recordSave(
        tx,
        actor,
        { action: 'peoples_choice.settings', subjectType: 'peoples_choice', subjectId: 1 },
        { enabled: before.enabled, voters: before.voters, email_domains: before.emailDomains.join(', ') },
        { enabled: input.enabled, voters: input.voters, email_domains: domains.join(', ') },
      );
    });
  }

  /** Opens the vote until `closesAt`: once, with the award on and the finalists chosen. */
  open(actor: AuditActor, closesAt: Date): Promise<void> {
    return this.transactions.run(async (tx) => {
      const row = await this.queries.settings(tx, true);
      if (!row.enabled) throw new RuleViolationException(MESSAGES.notEnabled);
      if (row.openedAt) throw new RuleViolationException(MESSAGES.alreadyOpened);
      if (closesAt.getTime() <= this.clock.now().getTime())
        throw new RuleViolationException(MESSAGES.closesInPast);
      if ((await this.queries.finalistRecipes(tx)).length === 0)
        throw new RuleViolationException(MESSAGES.noFinalists);
      await this.queries.updateSettings(tx, { opened_at: this.clock.now(), closes_at: closesAt });
      this.audit.record(tx, actor, {
        action: 'peoples_choice.open',
        subjectType: 'peoples_choice',
        subjectId: 1,
        after: { closes_at: closesAt.toISOString() },
      });
    });
  }

  /** Ends the vote now (before its closing time, or to confirm it once that passed). */
  close(actor: AuditActor): Promise<void> {
    return this.transactions.run(async (tx) => {
      const row = await this.queries.settings(tx, true);
      if (!row.openedAt || row.closedAt) throw new RuleViolationException(MESSAGES.notOpened);
      await this.queries.updateSettings(tx, { closed_at: this.clock.now() });
      this.audit.record(tx, actor, {
        action: 'peoples_choice.close',
        subjectType: 'peoples_choice',
        subjectId: 1,
        after: { votes: await this.queries.turnout() },
      });
    });
  }

  /** Shows the result on the public gallery: only once the vote is closed. */
  publish(actor: AuditActor): Promise<void> {
    return this.transactions.run(async (tx) => {
      const row = await this.queries.settings(tx, true);
      if (this.stateOf(row) !== 'closed') throw new RuleViolationException(MESSAGES.notClosed);
      if (row.publishedAt) throw new RuleViolationException(MESSAGES.alreadyPublished);
      await this.queries.updateSettings(tx, { published_at: this.clock.now() });
      this.audit.record(tx, actor, {
        action: 'peoples_choice.publish',
        subjectType: 'peoples_choice',
        subjectId: 1,
      });
    });
  }

  /** Voids a voter's vote with a reason: it leaves the count, and the voter cannot vote again. */
  voidVote(actor: AuditActor, email: string, reason: string): Promise<void> {
    return this.transactions.run(async (tx) => {
      const identity = voterIdentity(email);
      const existing = identity ? await this.queries.voteOf(identity, tx) : null;
      if (!identity || !existing) throw new NotFoundException(MESSAGES.noSuchVoter);
      const voided = await this.queries.voidVote(tx, identity, reason, actor.id);
      if (!voided) throw new RuleViolationException(MESSAGES.alreadyVoided);
      this.audit.record(tx, actor, {
        action: 'peoples_choice.void_vote',
        subjectType: 'peoples_choice_votes',
        subjectId: voided.id,
        before: { voter: identity, recipe_id: voided.recipeId },
        after: { reason },
      });
    });
  }

  private async result(
    finalists: FinalistRecipeRow[],
    blind: boolean,
  ): Promise<PeoplesChoiceResultRowProps[]> {
    const counts = await this.queries.countsPerRecipe();
    const rows = finalists
      .map((recipe) => ({
        recipeId: recipe.recipeId,
        name: recipe.name,
        chef: chefOf(recipe, blind),
        votes: counts.get(recipe.recipeId) ?? 0,
        rank: 0,
      }))
      .sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name));
    // Equal counts share a rank (1, 1, 3).
    rows.forEach((row, index) => {
      row.rank = index > 0 && rows[index - 1].votes === row.votes ? rows[index - 1].rank : index + 1;
    });
    return rows;
  }
}

function chefOf(recipe: FinalistRecipeRow, blind: boolean): string {
  return contestantLabel(
    recipe.recipeId,
    { name: recipe.firstName, lastname: recipe.lastname },
    blind,
    recipe.plateCode === null ? null : String(recipe.plateCode),
  );
}

function toGalleryEntry(recipe: FinalistRecipeRow, blind: boolean): GalleryEntryProps {
  return {
    recipeId: recipe.recipeId,
    name: recipe.name,
    description: recipe.description,
    chef: chefOf(recipe, blind),
    image: recipe.image ? imageUrls(recipe.image) : null,
    contains: allergenLine(recipe.allergens as Allergen[], recipe.allergensNone),
  };
}

/** Whether the address's domain is one of the listed ones (or a subdomain of one). */
export function domainListed(identity: string, domains: readonly string[]): boolean {
  const domain = identity.slice(identity.lastIndexOf('@') + 1);
  return domains.some((listed) => domain === listed || domain.endsWith(`.${listed}`));
}
