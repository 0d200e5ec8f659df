import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../../auth/password-hasher.service.js';
import { type Transaction, Transactions, type UnitOfWork } from '../../database/unit-of-work.js';
import type { Recipe } from '../../recipes/recipe.entity.js';
import { CliError } from '../cli-error.js';
import {
  DEMO_ADMINS,
  DEMO_CONTESTANTS,
  DEMO_EDITIONS,
  DEMO_FAQ,
  DEMO_JUDGES,
  DEMO_PASSWORDS,
  DEMO_SPONSORS,
  DEMO_VOTES,
} from './demo-content.js';
import { DemoSeedRepository } from './demo-seed.repository.js';
import { DemoImagesService, type PictureOrder } from './demo-images.service.js';
import { dishPicture, logoPicture, portraitPicture } from './demo-pictures.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';

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

/**
 * Fills an empty database with a believable contest (see demo-content.ts), so that every screen and state can be
 * tried at once. Pictures are drawn and stored first (the storage service writes on its own connection, which must
 * not happen inside a transaction); then every row is written in one transaction. If that fails, the pictures are
 * removed again and nothing remains.
 */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly transactions: Transactions,
    private readonly rows: DemoSeedRepository,
    private readonly hasher: PasswordHasher,
    private readonly images: DemoImagesService,
  ) {}

  /** What makes the database "not empty", e.g. ['2 admins', '1 judges']; empty when the seed may run. */
  presentData(uow?: UnitOfWork): Promise<string[]> {
    return this.rows.presentData(uow);
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
      const outcome = await this.transactions.run(async (tx): Promise<DemoSeedOutcome> => {
        // Checked again inside: a second seed started at the same time must not add a second contest.
        const presentNow = await this.presentData(tx);
        if (presentNow.length > 0) return this.refuseOrSkip(presentNow, options);
        const now = new Date();
        await this.rows.writeSettings(tx, now);
        this.rows.writeSiteContent(tx, key);
        const domainsAdded = await this.rows.writeDomains(tx);
        const judges = this.rows.writeStaff(tx, adminHashes, judgeHashes, key);
        const recipes = this.writeContestants(tx, key, now);
        this.rows.writeVotes(tx, judges, recipes, now);
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

  /** Contestants, their profiles and recipes; answers the recipes by contestant key, for the votes. */
  private writeContestants(tx: Transaction, key: (name: string) => string, now: Date): Map<string, Recipe> {
    return this.rows.writeContestants(tx, key, now);
  }

  private refuseOrSkip(present: string[], options: DemoSeedOptions): DemoSeedOutcome {
    if (options.ifEmpty) return { status: 'skipped', present };
    throw new CliError(
      `The database is not empty (${present.join(', ')}); demo:seed only fills an empty database, so nothing was written.`,
    );
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
