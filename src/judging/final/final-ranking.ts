// The live final's ranking as a pure function: the tasting (and, when on, the kitchen) score, the penalty for
// lateness, and the admin's tie-break rules, the head judge's recorded choice last.

import { MAX_TOTAL } from '@shared/judging/judging-rules.js';
import type { TieRule } from '@shared/judging/final-scoring.js';

/** Scores equal to this precision are tied (means and weights of whole and half points: float noise must not split). */
const TIE_PRECISION = 1e9;

/** What one finalist's scores give. */
export interface FinalistFigures {
  recipeId: number;
  /** Tasting votes, the sum of their totals (0–25 each) and of their creativity points. */
  votes: number;
  tastingSum: number;
  creativitySum: number;
  /** Each kitchen judge's station score as a fraction of its maximum (0–1); empty when none scored. */
  kitchen: readonly number[];
  /** The most minutes late any kitchen judge recorded. */
  minutesLate: number;
}

export interface FinalScoringRules {
  kitchenScore: boolean;
  /** Percent of the final score the kitchen gives (the tasting gives the rest). */
  kitchenWeight: number;
  /** Points of 100 taken off per minute late. */
  penaltyPerMinute: number;
  tieBreak: readonly TieRule[];
}

/** The head judge's order for exactly these tied plates. */
export interface HeadJudgeChoice {
  order: readonly number[];
}

export interface FinalPlace {
  recipeId: number;
  place: number | null;
  score: number | null;
  /** Tasting mean, of 25. */
  tasting: number | null;
  /** Kitchen percent, null when off or unscored. */
  kitchen: number | null;
  penalty: number;
  tieBrokenBy: TieRule | null;
  stillTied: boolean;
}

export interface FinalRanking {
  places: FinalPlace[];
  /** Groups of plates that reached the head judge's rule with no choice recorded for exactly them. */
  awaitingHeadJudge: number[][];
  /** Groups that reached the head judge's rule (decided or not): what the head judge may decide. */
  headJudgeTies: number[][];
}

const keyOf = (value: number) => Math.round(value * TIE_PRECISION);

/** The key a set of plates is known by: their ids, ascending. */
export const tieKey = (recipeIds: readonly number[]) => [...recipeIds].sort((a, b) => a - b).join(',');

/**
 * The final score of one finalist, or null when it cannot be ranked yet (no tasting vote; with the kitchen score on,
 * no kitchen score). Kitchen off: the tasting mean out of 25, the results' raw mean. Kitchen on, out of 100: the
 * tasting mean as a percentage of 25 and the kitchen judges' mean percentage, weighted, less the penalty.
 */
export function finalScore(
  figures: FinalistFigures,
  rules: FinalScoringRules,
): Omit<FinalPlace, 'place' | 'tieBrokenBy' | 'stillTied' | 'recipeId'> {
  const tasting = figures.votes === 0 ? null : figures.tastingSum / figures.votes;
  if (!rules.kitchenScore) return { score: tasting, tasting, kitchen: null, penalty: 0 };
  const kitchen =
    figures.kitchen.length === 0
      ? null
      : (figures.kitchen.reduce((sum, value) => sum + value, 0) / figures.kitchen.length) * 100;
  const penalty = figures.minutesLate * rules.penaltyPerMinute;
  const score =
    tasting === null || kitchen === null
      ? null
      : ((100 - rules.kitchenWeight) * (tasting / MAX_TOTAL) * 100 + rules.kitchenWeight * kitchen) / 100 -
        penalty;
  return { score, tasting, kitchen, penalty };
}

/** A tie-break rule's measure of a finalist (higher wins); null for the head judge's rule, which is no measure. */
function measure(rule: TieRule, figures: FinalistFigures, kitchen: number | null): number | null {
  switch (rule) {
    case 'tasting_total':
      return figures.tastingSum;
    case 'creativity':
      return figures.votes === 0 ? 0 : figures.creativitySum / figures.votes;
    case 'kitchen':
      return kitchen ?? 0;
    case 'head_judge':
      return null;
  }
}

interface Split {
  ids: number[];
  /** The rule that set this part apart from the rest of its tie; null when nothing did. */
  by: TieRule | null;
}

/**
 * The final ranking: by score, highest first; plates with equal scores are ordered by the tie-break rules in turn
 * (each splits a tie by its measure, highest first; the head judge's rule by the choice recorded for exactly the
 * plates still tied). Plates still tied after every rule share a place ("1, 2, 2, 4"); unranked plates come last.
 */
export function rankFinal(
  finalists: readonly FinalistFigures[],
  rules: FinalScoringRules,
  choices: ReadonlyMap<string, HeadJudgeChoice>,
): FinalRanking {
  const byId = new Map(finalists.map((figures) => [figures.recipeId, figures]));
  const scored = new Map(finalists.map((figures) => [figures.recipeId, finalScore(figures, rules)]));
  const awaitingHeadJudge: number[][] = [];
  const headJudgeTies: number[][] = [];

  const resolve = (ids: number[], from: number): Split[] => {
    if (ids.length === 1) return [{ ids, by: null }];
    for (let at = from; at < rules.tieBreak.length; at++) {
      const rule = rules.tieBreak[at];
      if (rule === 'head_judge') {
        headJudgeTies.push([...ids].sort((a, b) => a - b));
        const choice = choices.get(tieKey(ids));
        if (!choice) {
          awaitingHeadJudge.push([...ids].sort((a, b) => a - b));
          return [{ ids, by: null }];
        }
        return choice.order.map((id) => ({ ids: [id], by: rule }));
      }
      const groups = groupBy(ids, (id) => measure(rule, byId.get(id)!, scored.get(id)!.kitchen)!);
      if (groups.length === 1) continue;
      return groups.flatMap((group) =>
        resolve(group, at + 1).map((part) => ({ ids: part.ids, by: part.by ?? rule })),
      );
    }
    return [{ ids, by: null }];
  };

  const ranked = finalists.filter((figures) => scored.get(figures.recipeId)!.score !== null);
  const places: FinalPlace[] = [];
  let above = 0;
  for (const group of groupBy(
    ranked.map((figures) => figures.recipeId),
    (id) => scored.get(id)!.score!,
  )) {
    const tied = group.length > 1;
    for (const part of tied ? resolve(group, 0) : [{ ids: group, by: null }]) {
      for (const recipeId of part.ids)
        places.push({
          recipeId,
          place: above + 1,
          ...scored.get(recipeId)!,
          tieBrokenBy: part.by,
          stillTied: part.ids.length > 1,
        });
      above += part.ids.length;
    }
  }
  for (const figures of finalists)
    if (scored.get(figures.recipeId)!.score === null)
      places.push({
        recipeId: figures.recipeId,
        place: null,
        ...scored.get(figures.recipeId)!,
        tieBrokenBy: null,
        stillTied: false,
      });
  return { places, awaitingHeadJudge, headJudgeTies };
}

/** The ids grouped by equal measure (to TIE_PRECISION), highest first; ids keep their order (ascending) inside. */
function groupBy(ids: readonly number[], value: (id: number) => number): number[][] {
  const keyed = ids.map((id) => ({ id, key: keyOf(value(id)) }));
  keyed.sort((a, b) => b.key - a.key || a.id - b.id);
  const groups: number[][] = [];
  for (let at = 0; at < keyed.length; at++) {
    if (at > 0 && keyed[at].key === keyed[at - 1].key) groups[groups.length - 1].push(keyed[at].id);
    else groups.push([keyed[at].id]);
  }
  return groups;
}
