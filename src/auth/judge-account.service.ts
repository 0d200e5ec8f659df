import { Injectable, NotFoundException } from '@nestjs/common';
import { Transactions } from '../database/unit-of-work.js';
import type { JudgeAccountPageProps, SaveAllergiesAnswer } from '@shared/auth/judge-account.props.js';
import { type Allergen, sortAllergens } from '@shared/recipes/allergens.js';
import { JUDGING_PAGES } from '@shared/judging/judging-rules.js';
import type { JudgeActor } from './signed-in.decorator.js';
import { JudgeRepository } from './judge.repository.js';

export const JUDGE_ACCOUNT_PAGES = {
  account: '/judges/account',
  allergies: '/judges/account/allergies',
} as const;

export const JUDGE_ACCOUNT_MESSAGES = {
  saved: 'Your allergies are saved.',
  notFound: 'Judge not found',
} as const;

/**
 * A judge's own account: the allergies they note, which the judging pages read to warn them about recipes that
 * contain one (the recipe stays listed and open: a judge decides whether to taste).
 */
@Injectable()
export class JudgeAccountService {
  constructor(
    private readonly judges: JudgeRepository,
    private readonly transactions: Transactions,
  ) {}

  async page(actor: JudgeActor): Promise<JudgeAccountPageProps> {
    return {
      judge: { name: actor.name, email: actor.email },
      allergies: await this.allergiesOf(actor.id),
      saveUrl: JUDGE_ACCOUNT_PAGES.allergies,
      listUrl: JUDGING_PAGES.list,
    };
  }

  /** Replaces the judge's allergies with `allergies` (validated keys, each once). */
  async saveAllergies(actor: JudgeActor, allergies: Allergen[]): Promise<SaveAllergiesAnswer> {
    const saved = sortAllergens(allergies);
    await this.transactions.write(async (uow) => {
      const judge = await this.judges.in(uow).findById(actor.id);
      if (!judge) throw new NotFoundException({ message: JUDGE_ACCOUNT_MESSAGES.notFound });
      // Only a change is written (the entity compares the lists).
      if (judge.allergies.join() !== saved.join()) judge.allergies = saved;
    });
    return { data: { allergies: saved }, message: JUDGE_ACCOUNT_MESSAGES.saved };
  }

  /** The allergies the judge noted, in the canonical order; none for an unknown judge. */
  async allergiesOf(judgeId: number): Promise<Allergen[]> {
    const judge = await this.judges.findById(judgeId);
    return sortAllergens(judge?.allergies ?? []);
  }
}
