// People's Choice (issue 36, part 2): an optional award the whole company votes on, from a public gallery of the
// finalists' recipes. Its own award beside the jury's ranking, never mixed into it. Pure: the server decides the
// state with it; the pages read its types and texts.

import type { ImageUrls } from '../inertia/shared-props.js';

export const PEOPLES_CHOICE_PAGES = {
  gallery: '/peoples-choice',
  vote: '/peoples-choice/vote',
  /** Starts single sign-on for a voter and comes back to the gallery. */
  ssoSignIn: '/login/peoples-choice',
  emailSignIn: '/peoples-choice/sign-in',
  admin: '/admins/peoples-choice',
} as const;

/** Who may vote: company employees through single sign-on (the default), or addresses at listed domains. */
export const VOTER_KINDS = ['sso', 'email'] as const;
export type VoterKind = (typeof VOTER_KINDS)[number];

/**
 * off: not offered; ready: offered, not opened yet; open: votes are taken; closed: the vote is over (closed by an
 * admin, or its closing time passed). Counts exist for anyone only once closed.
 */
export type PeoplesChoiceState = 'off' | 'ready' | 'open' | 'closed';

export interface PeoplesChoiceTimes {
  enabled: boolean;
  openedAt: Date | null;
  closesAt: Date | null;
  closedAt: Date | null;
}

export function peoplesChoiceState(times: PeoplesChoiceTimes, now: Date): PeoplesChoiceState {
  if (!times.enabled) return 'off';
  if (times.closedAt) return 'closed';
  if (!times.openedAt) return 'ready';
  if (times.closesAt && times.closesAt.getTime() <= now.getTime()) return 'closed';
  return 'open';
}

export const VOID_REASON_MAX_LENGTH = 500;

export const PEOPLES_CHOICE_TEXT = {
  title: "People's Choice",
  awardName: "People's Choice award",
  intro:
    'These are the finalists of this year\u2019s recipe contest. Pick the dish you would most like to eat: one vote per person, and you can change it until the vote closes.',
  signInSso: 'Sign in with your company account to vote',
  signInEmail: 'Get a voting link by e-mail',
  vote: 'Vote for this dish',
  yourVote: 'Your vote',
  voted: 'Thank you: your vote is counted. You can change it until the vote closes.',
  changed: 'Your vote is changed.',
  closed: 'The vote is closed. Thank you to everyone who took part.',
  ready: 'The vote has not opened yet. Come back soon to choose your favourite.',
  closesAt: 'Voting closes',
  resultHeading: "People's Choice result",
  votes: (n: number) => (n === 1 ? '1 vote' : `${n.toLocaleString('en')} votes`),
  noFinalists: 'The finalists are not chosen yet.',
  linkSent: (email: string) =>
    `We sent a voting link to ${email}. Open it on this device to vote; it works for 30 minutes.`,
  voidedBanner: 'Your vote was voided by the contest team and cannot be cast again.',
} as const;

export const PEOPLES_CHOICE_MESSAGES = {
  notOpen: 'The People\u2019s Choice vote is not open.',
  signInFirst: 'Sign in to vote: one vote per person.',
  notFinalist: 'Only a finalist\u2019s recipe can get a People\u2019s Choice vote.',
  ownRecipe: 'You cannot vote for your own recipe. Choose another finalist\u2019s dish.',
  voided: 'Your vote was voided by the contest team, so you cannot vote again.',
  notCompany:
    'Only company employees can vote in the People\u2019s Choice. Sign in with your company account.',
  domainNotListed:
    'This address cannot vote: the People\u2019s Choice is open to the addresses of the listed companies only.',
  notEnabled: 'Turn the People\u2019s Choice on and save before opening the vote.',
  noFinalists: 'Choose the finalists first: the People\u2019s Choice gallery shows their recipes.',
  alreadyOpened: 'The vote was already opened. Close it to end it.',
  notOpened: 'The vote is not open, so there is nothing to close.',
  notClosed: 'Close the vote before publishing its result.',
  alreadyPublished: 'The result is already published on the gallery.',
  settingsLocked: 'Who may vote cannot change once the vote has opened.',
  closesInPast: 'The closing time must be in the future.',
  noSuchVoter: 'No vote was cast from this address.',
  alreadyVoided: 'This vote was already voided.',
  domainsNeeded: 'List at least one domain when anyone with an address at listed domains may vote.',
} as const;

/** A finalist's dish as the gallery shows it. `chef` is the plate's code under blind judging. */
export interface GalleryEntryProps {
  recipeId: number;
  name: string;
  description: string;
  chef: string;
  image: ImageUrls | null;
  contains: string;
}

export interface PeoplesChoiceResultRowProps {
  recipeId: number;
  name: string;
  chef: string;
  votes: number;
  rank: number;
}

export interface PeoplesChoiceGalleryProps {
  state: PeoplesChoiceState;
  voters: VoterKind;
  closesAt: string | null;
  entries: GalleryEntryProps[];
  /** The signed-in voter's address as they gave it, and the recipe they voted for. */
  voter: { email: string; recipeId: number | null; voided: boolean } | null;
  /** Only once the vote is closed and an admin published it. */
  result: PeoplesChoiceResultRowProps[] | null;
  notice: string | null;
}

export interface PeoplesChoiceAdminProps {
  state: PeoplesChoiceState;
  enabled: boolean;
  voters: VoterKind;
  emailDomains: string[];
  openedAt: string | null;
  closesAt: string | null;
  closedAt: string | null;
  publishedAt: string | null;
  finalists: number;
  /** How many people voted (voided ones apart); per recipe only once closed. */
  turnout: number;
  result: PeoplesChoiceResultRowProps[] | null;
  voided: { voter: string; reason: string; voidedAt: string }[];
}

export interface CastVoteAnswer {
  recipeId: number;
  changed: boolean;
  message: string;
}
