import type { CountdownProps } from '../countdown.js';
import type { ContestPhase, ImageUrls } from '../inertia/shared-props.js';

/** A link styled as a button (specification section 3, "Button link"). */
export interface ButtonLinkProps {
  title: string;
  url: string;
  color: 'yellow' | 'black';
  textColor: string;
  background: string;
  /** 'file' is a download (the .ics calendar event); 'link' navigates. */
  type: 'file' | 'link';
  /** What the link is about, for its accessible name and the line beside it (the calendar event's title and day). */
  detail?: string;
}

export interface IntroProps {
  variant: ContestPhase;
  /** coming_soon: 'Coming Soon 2025'. */
  headline: string;
  /** coming_soon: 'Celebrating culinary talent'. */
  subline: string;
  /** closed: 'The submission window is now closed!'. */
  tagline: string | null;
  /** The call-to-action: url, text and enabled flag come from the contest settings. */
  cta: { url: string; text: string; enabled: boolean } | null;
  /** What is next (issue 15): 'Submissions open in 3 days' while coming soon, 'Submissions close in …' while open. */
  countdown: CountdownProps | null;
}

export interface SponsorProps {
  name: string;
  url: string | null;
  logoUrl: string;
}

export interface PastEditionCardProps {
  title: string;
  year: number;
  recipeName: string;
  chefName: string;
  recipeImage: ImageUrls;
  chefthumbImage: ImageUrls;
  url: string;
}

export interface PublicJudgeProps {
  id: number;
  name: string;
  title: string;
  biography: string;
  portrait: ImageUrls | null;
}

export interface FaqRowProps {
  id: number;
  question: string;
  /** Sanitised on the server: only formatting tags and links survive. */
  answerHtml: string;
}

export interface LandingPageProps {
  intro: IntroProps;
  sponsors: SponsorProps[];
  pastEditions: PastEditionCardProps[];
  judges: PublicJudgeProps[];
  faq: FaqRowProps[];
  /** Shown only when its type is 'file' (the .ics download). */
  calendar: ButtonLinkProps | null;
}

export interface IngredientBlockProps {
  title: string;
  lines: string[];
}

export interface PastEditionPageProps {
  edition: {
    title: string;
    year: number;
    chefName: string;
    chefDescription: string;
    recipeName: string;
    recipeDescription: string;
    prepTime: string;
    cookTime: string;
    yield: string;
    ingredients: IngredientBlockProps[];
    preparation: IngredientBlockProps[];
    nutritionalFacts: { item: string; quantity: string }[];
    tips: string | null;
    allergens: string | null;
    chefImage: ImageUrls;
    chefthumbImage: ImageUrls;
    recipeImage: ImageUrls;
  };
  otherEditions: { year: number; recipeName: string; url: string }[];
}

export type TermsPageProps = Record<string, never>;
