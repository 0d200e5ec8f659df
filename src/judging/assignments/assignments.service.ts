import { Injectable } from '@nestjs/common';
import { RuleViolationException } from '../../common/http-errors.js';
import { JudgeAssignmentsQueries } from '../judge-assignments.queries.js';
import { JudgeAssignmentsService } from '../judge-assignments.service.js';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { Transactions } from '../../database/unit-of-work.js';
import type {
  AssignmentCardProps,
  AssignmentSavedResponse,
  JudgeAssignmentProps,
  RecipeAssignmentProps,
} from '@shared/admin/assignments.props.js';
import type { SaveAssignmentDto } from './dto/save-assignment.dto.js';

export const ASSIGNMENT_PAGES = {
  save: '/admins/settings/assignment',
  rebalance: '/admins/settings/assignment/rebalance',
  recipe: (id: number) => `/admins/dashboard/recipe/${id}`,
  judge: (id: number) => `/admins/judges/${id}/edit`,
} as const;

export const ASSIGNMENT_MESSAGES = {
  off: 'Assignment is off: set how many judges judge each recipe first.',
} as const;

/**
 * The admins' side of the judges' assignment: the setting on the settings page (turning it on or
 * raising N assigns what is missing at once), "Rebalance", and what the judge's form and the review page show. Each
 * change and its audit row commit together.
 */
@Injectable()
export class AssignmentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly queries: JudgeAssignmentsQueries,
    private readonly assignments: JudgeAssignmentsService,
    private readonly audit: AuditService,
  ) {}

  async card(): Promise<AssignmentCardProps> {
    const perRecipe = await this.queries.perRecipe();
    return {
      perRecipe,
      summary: perRecipe === null ? null : await this.queries.summary(perRecipe),
      saveUrl: ASSIGNMENT_PAGES.save,
      rebalanceUrl: ASSIGNMENT_PAGES.rebalance,
    };
  }

  async save(actor: AuditActor, dto: SaveAssignmentDto): Promise<AssignmentSavedResponse> {
    const change = await this.transactions.run(async (tx) => {
      const before = await this.queries.perRecipe(tx);
      if (before === dto.judges_per_recipe) return { added: 0, removed: 0 };
      await this.queries.setPerRecipe(tx, dto.judges_per_recipe);
      // On, or N raised: each recipe gets its missing judges now. Lowered or off: nothing moves until a rebalance
      // (off keeps the assignments for when it is turned on again).
      const done = await this.assignments.fill(tx);
      this.audit.record(tx, actor, {
        action: 'assignment.settings',
        subjectType: 'contest_settings',
        before: { judgesPerRecipe: before },
        after: { judgesPerRecipe: dto.judges_per_recipe, assignmentsAdded: done.added },
      });
      return done;
    });
    return { data: { ...(await this.card()), ...change } };
  }

  async rebalance(actor: AuditActor): Promise<AssignmentSavedResponse> {
    const change = await this.transactions.run(async (tx) => {
      if ((await this.queries.perRecipe(tx)) === null)
        throw new RuleViolationException(ASSIGNMENT_MESSAGES.off);
      const done = await this.assignments.rebalance(tx);
      this.audit.record(tx, actor, {
        action: 'assignment.rebalance',
        subjectType: 'contest_settings',
        after: { assignmentsAdded: done.added, assignmentsRemoved: done.removed },
      });
      return done;
    });
    return { data: { ...(await this.card()), ...change } };
  }

  async forJudge(judgeId: number, stage: 'first' | 'second'): Promise<JudgeAssignmentProps | null> {
    const perRecipe = await this.queries.perRecipe();
    if (perRecipe === null || stage !== 'first') return null;
    const rows = await this.queries.recipesOf(judgeId);
    return {
      perRecipe,
      recipes: rows.map((row) => ({
        id: row.recipeId,
        name: row.name || `Recipe #${row.recipeId}`,
        voted: row.voted,
        href: ASSIGNMENT_PAGES.recipe(row.recipeId),
      })),
      voted: rows.filter((row) => row.voted).length,
    };
  }

  async forRecipe(recipeId: number, inRound: boolean): Promise<RecipeAssignmentProps | null> {
    const perRecipe = await this.queries.perRecipe();
    if (perRecipe === null) return null;
    const rows = await this.queries.judgesOf(recipeId);
    return {
      perRecipe,
      inRound,
      judges: rows.map((row) => ({
        id: row.judgeId,
        name: row.name,
        email: row.email,
        voted: row.voted,
        onPanel: row.onPanel,
        href: ASSIGNMENT_PAGES.judge(row.judgeId),
      })),
    };
  }
}
