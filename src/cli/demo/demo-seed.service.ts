import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Admin } from '../../auth/admin.entity.js';
import { PasswordHasher } from '../../auth/password-hasher.service.js';
import { Contestant } from '../../contestants/contestant.entity.js';
import { Profile } from '../../contestants/profile.entity.js';
import { WhitelistedDomain } from '../../contestants/whitelisted-domain.entity.js';
import type { WhitelistedDomainRepository } from '../../contestants/whitelisted-domain.repository.js';
import { ContestSettings } from '../../editions/contest-settings.entity.js';
import { FaqItem } from '../../editions/faq-item.entity.js';
import { PastEdition } from '../../editions/past-edition.entity.js';
import { pastEditionContent } from '../../editions/past-edition-content.js';
import { Sponsor } from '../../editions/sponsor.entity.js';
import { Judge } from '../../auth/judge.entity.js';
import { Vote } from '../../judging/vote.entity.js';
import { Recipe } from '../../recipes/recipe.entity.js';
import { CliError } from '../cli-error.js';
import {
  DEMO_ADMINS,
  DEMO_CONTESTANTS,
  DEMO_DOMAINS,
  DEMO_EDITIONS,
  DEMO_FAQ,
  DEMO_JUDGES,
  DEMO_PASSWORDS,
  DEMO_SETTINGS,
  DEMO_SPONSORS,
  DEMO_VOTES,
} from './demo-content.js';
import { DemoImagesService, type PictureOrder } from './demo-images.service.js';
import { dishPicture, logoPicture, portraitPicture } from './demo-pictures.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoSignIn {
  role: string;
  email: string;
  /** Null for single sign-on accounts. */
  password: string | null;
  where: string;
}

export interface DemoSummary {
  admins: number;
  judges: { first: number; second: number };
  contestants: {
    sodexoWaiting: number;
    sodexoApproved: number;
    sodexoRejected: number;
    entegra: number;
    total: number;
  };
  recipes: {
    draft: number;
    pendingReview: number;
    approved: number;
    notApproved: number;
    finalists: number;
    secondSubmitted: number;
  };
  votes: { first: number; second: number; notesOnly: number };
  faq: number;
  sponsors: number;
  editions: number;
  domainsAdded: number;
  pictures: number;
}

export type DemoSeedOutcome =
  | { status: 'skipped'; present: string[] }
  | { status: 'seeded'; summary: DemoSummary; signIns: DemoSignIn[]; seconds: number };

export interface DemoSeedOptions {
  /** When data is present: answer 'skipped' instead of refusing. */
  ifEmpty?: boolean;
  progress?: (text: string) => void;
}

/** Rows whose presence means the database is in use; whitelisted domains alone do not count. */
const CONTENT_TABLES: { label: string; count: (em: EntityManager) => Promise<number> }[] = [
  { label: 'admins', count: (em) => em.count(Admin, {}) },
  { label: 'judges', count: (em) => em.count(Judge, {}) },
  { label: 'contestants', count: (em) => em.count(Contestant, {}) },
  { label: 'FAQ rows', count: (em) => em.count(FaqItem, {}) },
  { label: 'sponsors', count: (em) => em.count(Sponsor, {}) },
  { label: 'past editions', count: (em) => em.count(PastEdition, {}) },
];

/**
 * Fills an empty database with a believable contest (see demo-content.ts), so that every screen and state can be
 * tried at once. Pictures are drawn and stored first (the storage service writes on its own connection, which must
 * not happen inside a transaction); then every row is written in one transaction. If that fails, the pictures are
 * removed again and nothing remains.
 */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly images: DemoImagesService,
  ) {}

  /** What makes the database "not empty", e.g. ['2 admins', '1 judges']; empty when the seed may run. */
  async presentData(em: EntityManager = this.em.fork()): Promise<string[]> {
    const present: string[] = [];
    for (const { label, count: countRows } of CONTENT_TABLES) {
      const count = await countRows(em);
      if (count > 0) present.push(`${count} ${label}`);
    }
    return present;
  }

  async seed(options: DemoSeedOptions = {}): Promise<DemoSeedOutcome> {
    const started = Date.now();
    const progress = options.progress ?? (() => undefined);
    const present = await this.presentData();
    if (present.length > 0) return this.refuseOrSkip(present, options);

    const orders = pictureOrders();
    progress(`Drawing and storing ${orders.length} pictures…`);
    const pictures = await this.images.storeAll(orders);
    const key = (name: string): string => {
      const found = pictures.get(name);
      if (!found) throw new Error(`The demo picture ${name} was not stored`);
      return found;
    };

    progress('Writing the contest…');
    try {
      // Hashing is slow on purpose; done before the transaction so that it stays short.
      const adminHashes = await Promise.all(
        DEMO_ADMINS.map((admin) =>
          admin.typelogin === 'credential' ? this.hasher.hash(DEMO_PASSWORDS.admin) : null,
        ),
      );
      const judgeHashes = await Promise.all(
        DEMO_JUDGES.map((judge) =>
          judge.typelogin === 'credential' ? this.hasher.hash(DEMO_PASSWORDS.judge) : null,
        ),
      );
      const outcome = await this.em.fork().transactional(async (tx): Promise<DemoSeedOutcome> => {
        // Checked again inside: a second seed started at the same time must not add a second contest.
        const presentNow = await this.presentData(tx);
        if (presentNow.length > 0) return this.refuseOrSkip(presentNow, options);
        const now = new Date();
        await this.writeSettings(tx, now);
        this.writeSiteContent(tx, key);
        const domainsAdded = await this.writeDomains(tx);
        DEMO_ADMINS.forEach((admin, index) =>
          tx.create(Admin, { ...admin, stage: 'first', isActive: true, passwordHash: adminHashes[index] }),
        );
        const judges = new Map(
          DEMO_JUDGES.map((judge, index) => [
            judge.key,
            tx.create(Judge, {
              name: judge.name,
              lastname: judge.lastname,
              email: judge.email,
              stage: judge.stage,
              typelogin: judge.typelogin,
              passwordHash: judgeHashes[index],
              isActive: true,
              title: judge.title,
              biography: judge.biography,
              portrait: key(`judge:${judge.key}`),
              showOnSite: true,
              sitePosition: index + 1,
            }),
          ]),
        );
        const recipes = this.writeContestants(tx, key, now);
        for (const vote of DEMO_VOTES) {
          const judge = judges.get(vote.judge);
          const recipe = recipes.get(vote.contestant);
          if (!judge || !recipe)
            throw new Error(`The demo vote of ${vote.judge} on ${vote.contestant} names no judge or recipe`);
          const at = new Date(now.getTime() - vote.daysAgo * DAY_MS);
          const [creativity, appearance, ingredients, deployability, profitability] = vote.scores ?? [];
          tx.create(Vote, {
            judge,
            recipe,
            stage: judge.stage,
            creativity: creativity === undefined ? null : creativity.toFixed(1),
            appearance: appearance === undefined ? null : appearance.toFixed(1),
            ingredients: ingredients === undefined ? null : ingredients.toFixed(1),
            deployability: deployability === undefined ? null : deployability.toFixed(1),
            profitability: profitability ?? null,
            note: vote.note,
            votedAt: vote.scores ? at : null,
            createdAt: at,
            updatedAt: at,
          });
        }
        return {
          status: 'seeded',
          summary: summarise(domainsAdded, pictures.size),
          signIns: signIns(),
          seconds: 0,
        };
      });
      if (outcome.status === 'skipped') await this.images.removeAll([...pictures.values()]);
      return outcome.status === 'seeded'
        ? { ...outcome, seconds: Math.round((Date.now() - started) / 100) / 10 }
        : outcome;
    } catch (error) {
      await this.images.removeAll([...pictures.values()]);
      if (error instanceof UniqueConstraintViolationException) {
        throw new CliError(
          'Another seed or an admin added data meanwhile; nothing was written. Run demo:seed again on an empty database.',
        );
      }
      throw error;
    }
  }

  private refuseOrSkip(present: string[], options: DemoSeedOptions): DemoSeedOutcome {
    if (options.ifEmpty) return { status: 'skipped', present };
    throw new CliError(
      `The database is not empty (${present.join(', ')}); demo:seed only fills an empty database, so nothing was written.`,
    );
  }

  private async writeSettings(tx: EntityManager, now: Date): Promise<void> {
    const settings =
      (await tx.findOne(ContestSettings, { id: 1 })) ??
      tx.create(ContestSettings, {
        id: 1,
        editionYear: now.getUTCFullYear(),
        helpEmail: DEMO_SETTINGS.helpEmail,
      });
    const day = new Date(now.getTime() + DEMO_SETTINGS.calendarInDays * DAY_MS);
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14));
    tx.assign(settings, {
      phase: DEMO_SETTINGS.phase,
      ctaText: DEMO_SETTINGS.ctaText,
      ctaUrl: DEMO_SETTINGS.ctaUrl,
      ctaEnabled: DEMO_SETTINGS.ctaEnabled,
      helpEmail: DEMO_SETTINGS.helpEmail,
      calendarTitle: DEMO_SETTINGS.calendarTitle,
      calendarDescription: DEMO_SETTINGS.calendarDescription,
      calendarLocation: DEMO_SETTINGS.calendarLocation,
      calendarStartsAt: startsAt,
      calendarEndsAt: new Date(startsAt.getTime() + DEMO_SETTINGS.calendarHours * 60 * 60 * 1000),
      firstRoundOpen: DEMO_SETTINGS.firstRoundOpen,
      secondRoundOpen: DEMO_SETTINGS.secondRoundOpen,
    });
  }

  private writeSiteContent(tx: EntityManager, key: (name: string) => string): void {
    DEMO_FAQ.forEach((item, index) => tx.create(FaqItem, { position: index + 1, ...item }));
    DEMO_SPONSORS.forEach((sponsor, index) =>
      tx.create(Sponsor, {
        position: index + 1,
        name: sponsor.name,
        url: sponsor.url,
        logo: key(`sponsor:${index + 1}`),
      }),
    );
    for (const edition of DEMO_EDITIONS) {
      tx.create(PastEdition, {
        ...pastEditionContent(edition),
        isActive: true,
        chefImage: key(`edition:${edition.year}:chef`),
        chefthumbImage: key(`edition:${edition.year}:chefthumb`),
        recipeImage: key(`edition:${edition.year}:recipe`),
      });
    }
  }

  /** Adds the demo domains that are not listed yet; ones added earlier (whitelist:add) are left as they are. */
  private async writeDomains(tx: EntityManager): Promise<number> {
    const existing = await tx
      .getRepository<WhitelistedDomain, WhitelistedDomainRepository>(WhitelistedDomain)
      .findByDomains(DEMO_DOMAINS.map(({ domain }) => domain));
    const known = new Set(existing.map(({ domain }) => domain));
    const missing = DEMO_DOMAINS.filter(({ domain }) => !known.has(domain));
    for (const domain of missing) tx.create(WhitelistedDomain, domain);
    return missing.length;
  }

  /** Contestants, their profiles and recipes; answers the recipes by contestant key, for the votes. */
  private writeContestants(tx: EntityManager, key: (name: string) => string, now: Date): Map<string, Recipe> {
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const recipes = new Map<string, Recipe>();
    for (const person of DEMO_CONTESTANTS) {
      const contestant = tx.create(Contestant, {
        email: person.email,
        name: person.name,
        lastname: person.lastname,
        typeuser: person.typeuser,
        isAuthorized: person.isAuthorized,
        isActive: person.isActive,
        isFinalist: person.isFinalist,
        onboarded: person.onboarded,
        registeredAt: person.registeredDaysAgo === null ? null : daysAgo(person.registeredDaysAgo),
        createdAt: daysAgo(person.joinedDaysAgo),
      });
      if (person.profile) {
        const profile = person.profile;
        tx.create(Profile, {
          contestant,
          phone: profile.phone,
          homeAddress: profile.home,
          unitAddress: profile.unit ?? null,
          managerName: profile.managerName ?? null,
          managerEmail: profile.managerEmail ?? null,
          managerReason: profile.managerReason ?? null,
          businessName: profile.businessName ?? null,
          createdAt: daysAgo(person.registeredDaysAgo ?? person.joinedDaysAgo),
        });
      }
      if (person.recipe) {
        const recipe = person.recipe;
        const startedDaysAgo = Math.max(1, (person.registeredDaysAgo ?? person.joinedDaysAgo) - 1);
        recipes.set(
          person.key,
          tx.create(Recipe, {
            contestant,
            name: recipe.name,
            description: recipe.description,
            preparation: recipe.preparation,
            ingredients: recipe.ingredients,
            isComplete: recipe.submitted,
            isSecondComplete: recipe.secondSubmitted ?? false,
            isApproved: recipe.review,
            recipeImage: recipe.dish ? key(`recipe:${person.key}`) : null,
            headshotImage: recipe.headshot ? key(`headshot:${person.key}`) : null,
            submittedAt: recipe.submitted ? daysAgo(Math.max(1, startedDaysAgo - 2)) : null,
            secondSubmittedAt: recipe.secondSubmitted ? daysAgo(2) : null,
            createdAt: daysAgo(startedDaysAgo),
          }),
        );
      }
    }
    return recipes;
  }
}

/** Every picture the demo needs, named for `key()`. */
export function pictureOrders(): PictureOrder[] {
  const orders: PictureOrder[] = [];
  DEMO_SPONSORS.forEach((sponsor, index) =>
    orders.push({ name: `sponsor:${index + 1}`, svg: logoPicture(sponsor.logo), format: 'png' }),
  );
  for (const edition of DEMO_EDITIONS) {
    orders.push({
      name: `edition:${edition.year}:chef`,
      svg: portraitPicture(edition.chef, 900),
      format: 'jpeg',
    });
    orders.push({
      name: `edition:${edition.year}:chefthumb`,
      svg: portraitPicture(edition.chef, 400),
      format: 'jpeg',
    });
    orders.push({ name: `edition:${edition.year}:recipe`, svg: dishPicture(edition.dish), format: 'jpeg' });
  }
  for (const judge of DEMO_JUDGES)
    orders.push({ name: `judge:${judge.key}`, svg: portraitPicture(judge.portrait, 600), format: 'jpeg' });
  for (const person of DEMO_CONTESTANTS) {
    if (person.recipe?.dish)
      orders.push({ name: `recipe:${person.key}`, svg: dishPicture(person.recipe.dish), format: 'jpeg' });
    if (person.recipe?.headshot) {
      if (!person.portrait)
        throw new Error(`The demo contestant ${person.key} has a headshot but no portrait`);
      orders.push({
        name: `headshot:${person.key}`,
        svg: portraitPicture(person.portrait, 600),
        format: 'jpeg',
      });
    }
  }
  return orders;
}

function summarise(domainsAdded: number, pictures: number): DemoSummary {
  const sodexo = DEMO_CONTESTANTS.filter((person) => person.typeuser === 'sodexo');
  const recipes = DEMO_CONTESTANTS.flatMap((person) =>
    person.recipe ? [{ person, recipe: person.recipe }] : [],
  );
  const judgeStage = new Map(DEMO_JUDGES.map((judge) => [judge.key, judge.stage]));
  const scored = DEMO_VOTES.filter((vote) => vote.scores);
  return {
    admins: DEMO_ADMINS.length,
    judges: {
      first: DEMO_JUDGES.filter((judge) => judge.stage === 'first').length,
      second: DEMO_JUDGES.filter((judge) => judge.stage === 'second').length,
    },
    contestants: {
      sodexoWaiting: sodexo.filter((person) => person.isAuthorized === AUTHORIZATION.waiting).length,
      sodexoApproved: sodexo.filter((person) => person.isAuthorized === AUTHORIZATION.approved).length,
      sodexoRejected: sodexo.filter((person) => person.isAuthorized === AUTHORIZATION.rejected).length,
      entegra: DEMO_CONTESTANTS.length - sodexo.length,
      total: DEMO_CONTESTANTS.length,
    },
    recipes: {
      draft: recipes.filter(({ recipe }) => !recipe.submitted).length,
      pendingReview: recipes.filter(({ recipe }) => recipe.submitted && recipe.review === REVIEW.pending)
        .length,
      approved: recipes.filter(({ recipe }) => recipe.review === REVIEW.approved).length,
      notApproved: recipes.filter(({ recipe }) => recipe.review === REVIEW.notApproved).length,
      finalists: recipes.filter(({ person }) => person.isFinalist).length,
      secondSubmitted: recipes.filter(({ recipe }) => recipe.secondSubmitted).length,
    },
    votes: {
      first: scored.filter((vote) => judgeStage.get(vote.judge) === 'first').length,
      second: scored.filter((vote) => judgeStage.get(vote.judge) === 'second').length,
      notesOnly: DEMO_VOTES.length - scored.length,
    },
    faq: DEMO_FAQ.length,
    sponsors: DEMO_SPONSORS.length,
    editions: DEMO_EDITIONS.length,
    domainsAdded,
    pictures,
  };
}

function signIns(): DemoSignIn[] {
  return [
    ...DEMO_ADMINS.map((admin) => ({
      role: 'Admin',
      email: admin.email,
      password: admin.typelogin === 'credential' ? DEMO_PASSWORDS.admin : null,
      where: admin.typelogin === 'credential' ? '/admins/login' : '/login/admin',
    })),
    ...DEMO_JUDGES.map((judge) => ({
      role: `Judge, ${judge.stage === 'first' ? 'first round' : 'final round'}`,
      email: judge.email,
      password: judge.typelogin === 'credential' ? DEMO_PASSWORDS.judge : null,
      where: judge.typelogin === 'credential' ? '/judges/login' : '/login/judge',
    })),
  ];
}
