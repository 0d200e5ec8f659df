import type { Contestant } from '../../contestants/contestant.entity.js';
import type { Profile } from '../../contestants/profile.entity.js';
import { toAuthorizationBadge } from '../../contestants/profile.props-mapper.js';
import type {
  ContestantSettingsProps,
  ContestantSummaryProps,
  ContestantTab,
  JudgeVoteProps,
} from '@shared/admin/admin-contestants.props.js';
import type { ContestantVote } from '../../judging/votes-overview.service.js';
import { AUTHORIZATION } from '@shared/statuses.js';

export const ADMIN_CONTESTANT_PAGES = {
  list: '/admins/contestants',
  create: '/admins/contestants/create',
  tab: (tab: ContestantTab, id: number) => `/admins/contestants/${tab}/${id}`,
} as const;

export function toContestantSummary(contestant: Contestant): ContestantSummaryProps {
  return {
    id: contestant.id,
    fullName: contestant.fullName,
    email: contestant.email,
    typeuser: contestant.typeuser,
    isActive: contestant.isActive,
    isFinalist: contestant.isFinalist,
    onboarded: contestant.onboarded,
    authorization: toAuthorizationBadge(contestant.isAuthorized),
    registered: Boolean(contestant.registeredAt && contestant.profile),
  };
}

export function toContestantSettings(
  contestant: Contestant,
  profile: Profile | null | undefined,
): ContestantSettingsProps {
  return {
    answer: contestant.isAuthorized,
    reason: contestant.isAuthorized === AUTHORIZATION.rejected ? (profile?.managerReason ?? '') : '',
    is_active: contestant.isActive,
    is_finalist: contestant.isFinalist,
    onboarded: contestant.onboarded,
  };
}

const ROUND_LABELS = { first: 'First round', second: 'Final round' } as const;

/**
 * A vote's score in points: the sum of the five criteria (creativity, appearance, ingredients and deployability
 * 1 to 5 in half steps, profitability 0 or 5), so at most 25. Added in half points, so no rounding creeps in.
 */
export function voteScore(vote: ContestantVote): string {
  const halves = [vote.creativity, vote.appearance, vote.ingredients, vote.deployability, vote.profitability]
    .map((value) => Math.round(Number(value) * 2))
    .reduce((sum, value) => sum + value, 0);
  return halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`;
}

export function toJudgeVotes(votes: ContestantVote[]): JudgeVoteProps[] {
  return votes.map((vote) => ({
    judge: vote.judgeName,
    round: ROUND_LABELS[vote.stage],
    score: voteScore(vote),
  }));
}
