// Props every page receives. Pages import these types with `import type`; they carry no runtime code.

export type Audience = 'user' | 'judge' | 'admin';
export type ContestPhase = 'coming_soon' | 'open' | 'closed';

export interface SignedInPerson {
  id: number;
  /** Full name, or the e-mail address before a contestant has registered. */
  name: string;
  email: string;
  /** First letter shown in the avatar button of the user menu. */
  initial: string;
  /** 'user' is a contestant; only they see 'My profile' in the user menu. */
  type: Audience;
}

/** A signed-in contestant's way back to their recipe (user menu, header, landing button), named by its state. */
export interface ContestantRecipeLink {
  label: 'My recipe';
  /** 'Not started', 'Draft' or 'Submitted': shown beside the label. */
  status: string;
  /** The editor while the recipe can change; the read-only view once submitted. */
  href: string;
}

export interface SharedContestProps {
  appName: string;
  phase: ContestPhase;
  editionYear: number;
  helpEmail: string;
  /** The contest's time zone (an IANA name): every time an admin reads is shown in it, not in the browser's. */
  timeZone: string;
}

export interface FlashProps {
  success?: string;
  error?: string;
}

export interface SharedProps {
  /** recipe: only for a registered contestant. */
  auth: { user: SignedInPerson | null; recipe: ContestantRecipeLink | null };
  csrf: string;
  contest: SharedContestProps;
  flash: FlashProps;
}

/** URLs of the served versions of one stored image. */
export interface ImageUrls {
  /** About 480 px wide: lists and cards. */
  thumb: string;
  /** About 1600 px wide: page heroes and zoom. */
  large: string;
}
