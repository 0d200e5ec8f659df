import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Admin } from '../../auth/admin.entity.js';
import { Contestant } from '../../contestants/contestant.entity.js';
import { Profile } from '../../contestants/profile.entity.js';
import { WhitelistedDomain } from '../../contestants/whitelisted-domain.entity.js';
import type { WhitelistedDomainRepository } from '../../contestants/whitelisted-domain.repository.js';
import type { Transaction, UnitOfWork } from '../../database/unit-of-work.js';
import { ContestSettings } from '../../editions/contest-settings.entity.js';
import { FaqItem } from '../../editions/faq-item.entity.js';
import { PastEdition } from '../../editions/past-edition.entity.js';
import { pastEditionContent } from '../../editions/past-edition-content.js';
import { Sponsor } from '../../editions/sponsor.entity.js';
import { Judge } from '../../auth/judge.entity.js';
import { Vote } from '../../judging/vote.entity.js';
import { Recipe } from '../../recipes/recipe.entity.js';
import {
  DEMO_ADMINS,
  DEMO_CONTESTANTS,
  DEMO_DOMAINS,
  DEMO_EDITIONS,
  DEMO_FAQ,
  DEMO_JUDGES,
  DEMO_SETTINGS,
  DEMO_SPONSORS,
  DEMO_VOTES,
} from './demo-content.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows whose presence means the database is in use; whitelisted domains alone do not count. */
const CONTENT_TABLES: { label: string; count: (uow: UnitOfWork) => Promise<number> }[] = [
  { label: 'admins', count: (uow) => uow.count(Admin, {}) },
  { label: 'judges', count: (uow) => uow.count(Judge, {}) },
  { label: 'contestants', count: (uow) => uow.count(Contestant, {}) },
  { label: 'FAQ rows', count: (uow) => uow.count(FaqItem, {}) },
  { label: 'sponsors', count: (uow) => uow.count(Sponsor, {}) },
  { label: 'past editions', count: (uow) => uow.count(PastEdition, {}) },
];

/**
 * The demo contest's rows across the modules (see demo-content.ts): what makes a database "not empty", and the seed's
 * writes, each added to the caller's transaction so that the seed writes all of them or none.
 */
@Injectable()
export class DemoSeedRepository {
  constructor(private readonly em: EntityManager) {}

  /** What makes the database "not empty", e.g. ['2 admins', '1 judges']; empty when the seed may run. */
  async presentData(uow: UnitOfWork = this.em.fork()): Promise<string[]> {
    const present: string[] = [];
    for (const { label, count: countRows } of CONTENT_TABLES) {
      const count = await countRows(uow);
      if (count > 0) present.push(`${count} ${label}`);
    }
    return present;
  }

  /** The admins and judges with their password hashes (null for single sign-on); answers the judges by key. */
  writeStaff(
    tx: Transaction,
    adminHashes: (string | null)[],
    judgeHashes: (string | null)[],
    key: (name: string) => string,
  ): Map<string, Judge> {
    DEMO_ADMINS.forEach((admin, index) =>
      tx.create(Admin, { ...admin, stage: 'first', isActive: true, passwordHash: adminHashes[index] }),
    );
    return new Map(
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
  }

  /** The votes and notes of DEMO_VOTES, dated back from `now`. */
  writeVotes(tx: Transaction, judges: Map<string, Judge>, recipes: Map<string, Recipe>, now: Date): void {
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
  }

  /** The contest's settings row (created when missing) with the demo's phase, texts and calendar event. */
  async writeSettings(tx: Transaction, now: Date): Promise<void> {
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

  writeSiteContent(tx: Transaction, key: (name: string) => string): void {
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
  async writeDomains(tx: Transaction): Promise<number> {
    const existing = await tx
      .getRepository<WhitelistedDomain, WhitelistedDomainRepository>(WhitelistedDomain)
      .findByDomains(DEMO_DOMAINS.map(({ domain }) => domain));
    const known = new Set(existing.map(({ domain }) => domain));
    const missing = DEMO_DOMAINS.filter(({ domain }) => !known.has(domain));
    for (const domain of missing) tx.create(WhitelistedDomain, domain);
    return missing.length;
  }

  /** Contestants, their profiles and recipes; answers the recipes by contestant key, for the votes. */
  writeContestants(tx: Transaction, key: (name: string) => string, now: Date): Map<string, Recipe> {
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
