import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { BackupService } from '../../backup/backup.service.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import type { AdminActor } from '../../auth/signed-in.decorator.js';
import { listMeta, parseFilter, parseListQuery, type RawQuery } from '../../common/list-query.js';
import type {
  AdminContestantsPageProps,
  AdminDashboardPageProps,
  AdminRecipesPageProps,
  DashboardCount,
} from '@shared/admin/admin-core.props.js';
import { ADMIN_CORE_PAGES, toAdminContestantRow, toAdminRecipeRow } from './admin-core.props-mapper.js';
import { CONTESTANT_SORTS, ContestantAdminService } from '../../contestants/contestant-admin.service.js';
import { VotesOverviewService } from '../../judging/votes-overview.service.js';
import { MailService } from '../../mail/mail.service.js';
import { RecipeAdminService } from '../../recipes/recipe-admin.service.js';
import { parseRecipeList, recipeListContext } from '../../recipes/recipe-list.js';
import { RECIPE_STATE_OPTIONS, RECIPE_STATES } from '../../recipes/recipe-states.js';
import { toDashboardBackup } from './dashboard-backup.js';
import { CONTESTANT_TYPE_LABELS, CONTESTANT_TYPE_PLURALS } from '@shared/statuses.js';
import { recipesCsv } from './recipes-csv.js';

const TYPES = ['sodexo', 'entegra'] as const;
const AUTHORIZATIONS = ['waiting', 'rejected', 'approved'] as const;
const FINALIST = ['yes', 'no'] as const;

const AUTHORIZATION_LABELS = {
  waiting: 'Waiting for validation',
  rejected: 'Application rejected',
  approved: 'Application approved',
} as const;

/** A list's address with filters, for the dashboard's cards. */
function filtered(path: string, filters: Record<string, string>): string {
  return `${path}?${new URLSearchParams(filters).toString()}`;
}

/**
 * The dashboard and the recipe and contestant lists: the counts and rows come from the modules that own them
 * (contestants, recipes, judging, mail), and are mapped here to the pages' props.
 */
@Injectable()
export class AdminCoreService {
  constructor(
    private readonly recipes: RecipeAdminService,
    private readonly contestants: ContestantAdminService,
    private readonly votes: VotesOverviewService,
    private readonly settings: ContestSettingsService,
    private readonly backups: BackupService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async dashboard(admin: AdminActor, mailboxUrl: string | null): Promise<AdminDashboardPageProps> {
    const contestantRows = await this.contestants.countsByTypeAndAuthorization();
    const recipeCounts = await this.recipes.countsByState();
    const first = await this.votes.roundProgress('first');
    const second = await this.votes.roundProgress('second');
    const mails = await this.mail.countsByStatus();
    const settings = await this.settings.current();
    const backup = toDashboardBackup(await this.backups.status(), this.clock.now(), settings.timeZone);

    const count = (filter: (row: (typeof contestantRows)[number]) => boolean) =>
      contestantRows.filter(filter).reduce((sum, row) => sum + row.count, 0);
    const byType: DashboardCount[] = TYPES.map((type) => ({
      label: CONTESTANT_TYPE_PLURALS[type],
      value: count((row) => row.typeuser === type),
      href: filtered(ADMIN_CORE_PAGES.contestants, { type }),
    }));
    // The supervisor's answer only concerns company employees.
    const byAuthorization: DashboardCount[] = AUTHORIZATIONS.map((authorization, value) => ({
      label: AUTHORIZATION_LABELS[authorization],
      value: count((row) => row.typeuser === 'sodexo' && row.is_authorized === value),
      href: filtered(ADMIN_CORE_PAGES.contestants, { type: 'sodexo', authorization }),
    }));
    const recipeValues: Record<(typeof RECIPE_STATES)[number], number> = {
      draft: recipeCounts.draft,
      submitted: recipeCounts.submitted,
      pending: recipeCounts.pending,
      approved: recipeCounts.approved,
      'not-approved': recipeCounts.not_approved,
    };
    const mailCount = (status: string) => mails.find((row) => row.status === status)?.count ?? 0;

    return {
      person: { name: admin.name, email: admin.email },
      contestants: {
        total: {
          label: 'Contestants',
          value: count(() => true),
          href: ADMIN_CORE_PAGES.contestants,
        },
        byType,
        byAuthorization,
      },
      recipes: RECIPE_STATE_OPTIONS.map((option) => ({
        label: option.label,
        value: recipeValues[option.value as keyof typeof recipeValues],
        href: filtered(ADMIN_CORE_PAGES.recipes, { state: option.value }),
      })),
      rounds: [
        {
          stage: 'first',
          label: 'First round',
          ...first,
          open: settings.firstRoundOpen,
        },
        {
          stage: 'second',
          label: 'Final round',
          ...second,
          open: settings.secondRoundOpen,
        },
      ],
      mail: {
        waiting: mailCount('pending'),
        failed: mailCount('failed'),
        kept: mailCount('kept'),
        mailboxUrl,
      },
      backup,
    };
  }

  /** `recipes.csv`: every recipe with its "Contains:" line (recipes-csv.ts). */
  async recipesCsv(): Promise<string> {
    const { timeZone } = await this.settings.current();
    return recipesCsv(await this.recipes.exportRows(), timeZone);
  }

  async recipesPage(raw: RawQuery): Promise<AdminRecipesPageProps> {
    const list = parseRecipeList(raw);
    const { query, filters } = list;
    const { rows, total } = await this.recipes.listPage(query, filters);
    // Each row's review page carries the list, so its previous/next arrows follow this list's rows and order.
    const context = recipeListContext(list);
    return {
      rows: rows.map((row) => toAdminRecipeRow(row, context)),
      list: listMeta(query, total, { state: filters.state }),
      stateOptions: RECIPE_STATE_OPTIONS,
    };
  }

  async contestantsPage(raw: RawQuery): Promise<AdminContestantsPageProps> {
    const query = parseListQuery(raw, {
      sortable: CONTESTANT_SORTS,
      defaultSort: 'joined',
      defaultDirection: 'desc',
    });
    const filters = {
      type: parseFilter(raw, 'type', TYPES),
      authorization: parseFilter(raw, 'authorization', AUTHORIZATIONS),
      finalist: parseFilter(raw, 'finalist', FINALIST),
    };
    const { rows, total } = await this.contestants.listPage(query, filters);
    return {
      rows: rows.map(toAdminContestantRow),
      list: listMeta(query, total, filters),
      typeOptions: [
        { value: 'sodexo', label: CONTESTANT_TYPE_LABELS.sodexo },
        { value: 'entegra', label: CONTESTANT_TYPE_LABELS.entegra },
      ],
      authorizationOptions: [
        { value: 'waiting', label: 'Waiting' },
        { value: 'rejected', label: 'Rejected' },
        { value: 'approved', label: 'Approved' },
      ],
      finalistOptions: [
        { value: 'yes', label: 'Finalist' },
        { value: 'no', label: 'Non Finalist' },
      ],
      createUrl: ADMIN_CORE_PAGES.newContestant,
    };
  }
}
