import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CONTESTANT_TYPES } from '../../contestants/contestant.entity.js';
import { ContestantAdminService } from '../../contestants/contestant-admin.service.js';
import { toProfileFormValues, toProfileProps } from '../../contestants/profile.props-mapper.js';
import { ConflictsService } from '../../judging/conflicts/conflicts.service.js';
import { VotesOverviewService } from '../../judging/votes-overview.service.js';
import { RecipeAdminService } from '../../recipes/recipe-admin.service.js';
import { toRecipeProps } from '../../recipes/recipe.props-mapper.js';
import { recipeEditorState } from '@shared/recipes/recipe-rules.js';
import type {
  AdminContestantPageProps,
  AdminNewContestantPageProps,
  ContestantTab,
} from '@shared/admin/admin-contestants.props.js';
import {
  ADMIN_CONTESTANT_PAGES,
  toContestantSettings,
  toContestantSummary,
  toJudgeVotes,
} from './admin-contestants.props-mapper.js';
import { defaultTab, hasSettingsData } from './contestant-tabs.js';

/**
 * The contestant's pages in the admin area (specification section 2): the tabbed page gathers the contestant, their
 * recipe, the judges' votes and conflicts from the modules that own them, and maps them to the page's props.
 */
@Injectable()
export class AdminContestantPageService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contestants: ContestantAdminService,
    private readonly recipes: RecipeAdminService,
    private readonly votes: VotesOverviewService,
    private readonly conflicts: ConflictsService,
  ) {}

  /** The tab /admins/contestants/{user} opens (section 2's rule, see contestant-tabs.ts). */
  async defaultTabFor(contestantId: number): Promise<ContestantTab> {
    const contestant = await this.contestants.withProfile(contestantId);
    return defaultTab({
      hasProfile: Boolean(contestant.profile),
      hasSettingsData: hasSettingsData(contestant),
    });
  }

  async page(contestantId: number, tab: ContestantTab): Promise<AdminContestantPageProps> {
    const contestant = await this.contestants.withProfile(contestantId);
    const profile = contestant.profile ?? null;
    const recipe = await this.recipes.ofContestant(contestantId);
    return {
      tab,
      contestant: toContestantSummary(contestant),
      profile: profile ? toProfileProps(contestant, profile) : null,
      form: toProfileFormValues(contestant, profile),
      companyDomains: this.config.companyEmailDomains,
      votes: toJudgeVotes(await this.votes.scoredOnContestant(contestantId)),
      recipe: recipe ? toRecipeProps(recipe) : null,
      // Admins may always edit: the phase does not apply to them (recipe-rules.ts), so any phase gives the same state.
      pricing: await this.recipes.pricing(),
      editor: recipeEditorState({
        actor: 'admin',
        phase: 'open',
        authorization: contestant.isAuthorized,
        isFinalist: contestant.isFinalist,
        isComplete: recipe?.isComplete ?? false,
        isSecondComplete: recipe?.isSecondComplete ?? false,
      }),
      settings: toContestantSettings(contestant, profile),
      conflicts: await this.conflicts.forContestant(contestantId),
      listUrl: ADMIN_CONTESTANT_PAGES.list,
    };
  }

  newContestantPage(): AdminNewContestantPageProps {
    return {
      form: {
        name: '',
        lastname: '',
        email: '',
        phone: '',
        country: 'US',
        address: '',
        city: '',
        state: '',
        zip: '',
        business_name: '',
        manager_name: '',
        manager_email: '',
      },
      types: [...CONTESTANT_TYPES].sort((a) => (a === 'entegra' ? -1 : 1)),
      companyDomains: this.config.companyEmailDomains,
      listUrl: ADMIN_CONTESTANT_PAGES.list,
    };
  }
}
