import { ForbiddenException, Injectable } from '@nestjs/common';
import { RuleViolationException } from '../common/http-errors.js';
import { MailService } from '../mail/mail.service.js';
import { supervisorAnswer } from '../mail/templates/supervisor-answer.js';
import { localeOf } from '@shared/i18n/locales.js';
import { CONTESTANT_PAGES } from './contestant-access.service.js';
import type { Contestant } from './contestant.entity.js';
import { type ContestantTransaction, ContestantRepository } from './contestant.repository.js';
import type { AnswerAuthorizationDto } from './dto/answer-authorization.dto.js';
import type { Profile } from './profile.entity.js';
import { ProfileRepository } from './profile.repository.js';
import type { AuthorizationPageProps, AuthorizationPageState } from '@shared/contestants/profile.props.js';
import { SupervisorLinkService } from './supervisor-link.service.js';
import { AUTHORIZATION } from '@shared/statuses.js';

export const APPROVAL_MESSAGES = {
  invalid: 'This approval link is not valid.',
  expired: 'This approval link has expired.',
  thanks: 'Thank you for confirming!',
} as const;

/** The query of a signed approval link, as it arrived. */
export interface ApprovalLinkQuery {
  expires?: unknown;
  signature?: unknown;
}

interface Inspection {
  state: AuthorizationPageState;
  contestant: Contestant | null;
  profile: Profile | null;
}

// The answered date names the day only; UTC, like the mails.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The supervisor's side of a company employee's registration: the 'Pending approval' page behind the signed link,
 * and its one answer. A request is answered once: a second answer through the same link is refused (409) and
 * changes nothing; after that only the contest team changes the status, from the admin area.
 */
@Injectable()
export class SupervisorApprovalService {
  constructor(
    private readonly contestants: ContestantRepository,
    private readonly profiles: ProfileRepository,
    private readonly links: SupervisorLinkService,
    private readonly mail: MailService,
  ) {}

  /** The page's props and its HTTP status: 403 for a link that is not valid or has expired. */
  async page(
    idParam: string,
    query: ApprovalLinkQuery,
  ): Promise<{ status: number; props: AuthorizationPageProps }> {
    const id = parseId(idParam);
    const contestant = id === null ? null : await this.contestants.findWithProfile(id);
    const { state, profile } = this.inspect(contestant, contestant?.profile ?? null, query);
    const props: AuthorizationPageProps = {
      state,
      message: messageFor(state, contestant, profile),
      contestant:
        state === 'waiting' && contestant ? { name: contestant.fullName, email: contestant.email } : null,
      postUrl: state === 'waiting' ? approvalPath(id!, query) : null,
      expiresAt: state === 'waiting' ? new Date(Number(query.expires) * 1000).toISOString() : null,
    };
    return { status: state === 'invalid' || state === 'expired' ? 403 : 200, props };
  }

  /** Refuses (403) a link that is not valid or has expired: checked before the answer's fields are. */
  async assertUsableLink(idParam: string, query: ApprovalLinkQuery): Promise<void> {
    const id = parseId(idParam);
    const contestant = id === null ? null : await this.contestants.findWithProfile(id);
    this.refuseUnusable(this.inspect(contestant, contestant?.profile ?? null, query).state);
  }

  /**
   * Records the answer: accept sets the contestant to approved (2), decline to rejected (1) with the reason. The
   * contestant's mail is written in the same transaction. The contestant's row is locked first, so of two answers
   * at once the second finds the first and is refused.
   */
  async answer(idParam: string, query: ApprovalLinkQuery, dto: AnswerAuthorizationDto): Promise<string> {
    const id = parseId(idParam);
    if (id === null) throw new ForbiddenException({ message: APPROVAL_MESSAGES.invalid });
    await this.contestants.transaction(async (tx) => {
      const contestant = await this.contestants.findForUpdate(id);
      const profile = contestant ? await this.profiles.findByContestant(id) : null;
      const { state } = this.inspect(contestant, profile, query);
      this.refuseUnusable(state);
      if (state === 'answered') throw new RuleViolationException(answeredMessage(contestant!, profile!));
      await this.record(tx, contestant!, profile!, dto);
    });
    return APPROVAL_MESSAGES.thanks;
  }

  /**
   * The contest team's answer from the admin area's settings, through the caller's transaction. The same status,
   * reason and mail as a supervisor's answer when the status changes; `managerAnsweredAt` is cleared then, because it
   * dates the supervisor's own answer (the link then says the request was answered, without a date). An unchanged
   * decline only updates its reason, and mails nothing. A contestant without a profile keeps no reason.
   */
  async answerForTeam(
    tx: ContestantTransaction,
    contestant: Contestant,
    profile: Profile | null,
    dto: AnswerAuthorizationDto,
  ): Promise<void> {
    const accepted = dto.answer === AUTHORIZATION.approved;
    const status = accepted ? AUTHORIZATION.approved : AUTHORIZATION.rejected;
    const reason = accepted ? null : (dto.reason ?? null);
    if (contestant.isAuthorized === status) {
      if (profile && !accepted) profile.managerReason = reason;
      return;
    }
    contestant.isAuthorized = status;
    if (profile) {
      profile.managerReason = reason;
      profile.managerAnsweredAt = null;
    }
    await this.mailAnswer(tx, contestant, accepted, reason);
  }

  private async record(
    tx: ContestantTransaction,
    contestant: Contestant,
    profile: Profile,
    dto: AnswerAuthorizationDto,
  ): Promise<void> {
    const accepted = dto.answer === AUTHORIZATION.approved;
    contestant.isAuthorized = accepted ? AUTHORIZATION.approved : AUTHORIZATION.rejected;
    profile.managerReason = accepted ? null : (dto.reason ?? null);
    profile.managerAnsweredAt = new Date();
    await this.mailAnswer(tx, contestant, accepted, profile.managerReason);
  }

  /** The contestant's mail about the answer, written in the caller's transaction. */
  private async mailAnswer(
    tx: ContestantTransaction,
    contestant: Contestant,
    accepted: boolean,
    reason: string | null,
  ): Promise<void> {
    await this.mail.send(
      contestant.email,
      supervisorAnswer(
        {
          contestantName: contestant.name ?? contestant.fullName,
          answer: accepted ? 'accepted' : 'declined',
          reason,
          recipeUrl: CONTESTANT_PAGES.recipe,
        },
        localeOf(contestant.language),
      ),
      tx,
    );
  }

  /**
   * invalid: no such company employee, or the signature does not match (another contestant's id, an edited expiry,
   * a changed supervisor); answered: the supervisor (or the contest team) has decided, whatever the link's age;
   * expired: past its 30 days; waiting: the form.
   */
  private inspect(
    contestant: Contestant | null,
    profile: Profile | null,
    query: ApprovalLinkQuery,
  ): Inspection {
    if (!contestant || !profile || contestant.typeuser !== 'sodexo' || !contestant.registeredAt)
      return { state: 'invalid', contestant, profile };
    const check = this.links.check(contestant.id, profile.managerEmail, query.expires, query.signature);
    if (check === 'invalid') return { state: 'invalid', contestant, profile };
    if (isAnswered(contestant)) return { state: 'answered', contestant, profile };
    return { state: check === 'expired' ? 'expired' : 'waiting', contestant, profile };
  }

  private refuseUnusable(state: AuthorizationPageState): void {
    if (state === 'invalid') throw new ForbiddenException({ message: APPROVAL_MESSAGES.invalid });
    if (state === 'expired') throw new ForbiddenException({ message: APPROVAL_MESSAGES.expired });
  }
}

function parseId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function approvalPath(id: number, query: ApprovalLinkQuery): string {
  const search = new URLSearchParams({ expires: String(query.expires), signature: String(query.signature) });
  return `/user/${id}/authorization?${search.toString()}`;
}

/**
 * Decided: approved or rejected, by the supervisor or by the contest team. The contest team putting a contestant
 * back to waiting (admin area) opens the request again.
 */
function isAnswered(contestant: Contestant): boolean {
  return contestant.isAuthorized !== AUTHORIZATION.waiting;
}

/** The supervisor's own answer with its day; an answer of the contest team without one. */
function answeredMessage(contestant: Contestant, profile: Profile): string {
  const answer = contestant.isAuthorized === AUTHORIZATION.approved ? 'Accepted' : 'Declined';
  return profile.managerAnsweredAt
    ? `You already answered this request on ${DATE.format(profile.managerAnsweredAt)}: ${answer}.`
    : `This request has already been answered: ${answer}.`;
}

function messageFor(
  state: AuthorizationPageState,
  contestant: Contestant | null,
  profile: Profile | null,
): string | null {
  switch (state) {
    case 'waiting':
      return null;
    case 'answered':
      return answeredMessage(contestant!, profile!);
    case 'invalid':
      return APPROVAL_MESSAGES.invalid;
    case 'expired':
      return APPROVAL_MESSAGES.expired;
  }
}
