import { Body, Controller, Get, Param, Res, UseInterceptors } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { PathId } from '../common/path-id.js';
import type { Response } from 'express';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import {
  type ParsedRecipeForm,
  type RecipeCall,
  RecipeCallOf,
  recipeCallPaths,
  RecipeFormBody,
} from '../../recipes/recipe-form.js';
import type { RecipeProps } from '@shared/recipes/recipe.props.js';
import { RecipeAdminService } from '../../recipes/recipe-admin.service.js';
import { toRecipeProps } from '../../recipes/recipe.props-mapper.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import { ADMIN_CONTESTANT_PAGES, toContestantSettings } from './admin-contestants.props-mapper.js';
import type { ContestantTab } from '@shared/admin/admin-contestants.props.js';
import { AdminContestantPageService } from './admin-contestant-page.service.js';
import { ContestantAdminService } from '../../contestants/contestant-admin.service.js';
import { ContestantTypeInterceptor } from '../../contestants/contestant-fields.interceptor.js';
import { toProfileProps } from '../../contestants/profile.props-mapper.js';
import {
  CreateContestantDto,
  UpdateContestantProfileDto,
} from '../../contestants/dto/save-contestant-profile.dto.js';
import { UpdateContestantSettingsDto } from '../../contestants/dto/update-contestant-settings.dto.js';
import type {
  AdminContestantPageProps,
  AdminNewContestantPageProps,
  ContestantCreatedResponse,
  ContestantSettingsProps,
} from '@shared/admin/admin-contestants.props.js';
import type { ProfileProps } from '@shared/contestants/profile.props.js';
import { IMAGES_BUSY_MESSAGES, NO_ROOM_MESSAGES } from '../../storage/storage.errors.js';

/**
 * A contestant in the admin area (specification sections 2 and 7): the profile, recipe and settings tabs, a new
 * contestant, and the calls that save on the contestant's behalf.
 */
@Controller('admins/contestants')
@ForAudience('admin')
export class AdminContestantsController {
  constructor(
    private readonly pages: AdminContestantPageService,
    private readonly contestants: ContestantAdminService,
    private readonly recipes: RecipeAdminService,
  ) {}

  @Page('admins/contestants/create', 'create')
  newContestant(): AdminNewContestantPageProps {
    return this.pages.newContestantPage();
  }

  @Page('admins/contestants/show', 'profile/:user')
  profileTab(@Param('user', PathId) id: number): Promise<AdminContestantPageProps> {
    return this.tab(id, 'profile');
  }

  @Page('admins/contestants/show', 'recipe/:user')
  recipeTab(@Param('user', PathId) id: number): Promise<AdminContestantPageProps> {
    return this.tab(id, 'recipe');
  }

  @Page('admins/contestants/show', 'settings/:user')
  settingsTab(@Param('user', PathId) id: number): Promise<AdminContestantPageProps> {
    return this.tab(id, 'settings');
  }

  /** The default tab (section 2), by a redirect so the address names the tab shown. */
  @Get(':user')
  async contestant(@Param('user', PathId) id: number, @Res() res: Response): Promise<void> {
    const tab = await this.pages.defaultTabFor(id);
    res.redirect(303, ADMIN_CONTESTANT_PAGES.tab(tab, id));
  }

  /** Answers `{ data: { id, profile }, redirectTo }`: the new contestant's page. */
  @WriteCall('profile/create')
  async create(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: CreateContestantDto,
  ): Promise<ContestantCreatedResponse> {
    const contestant = await this.contestants.create(admin, dto);
    return {
      data: { id: contestant.id, profile: toProfileProps(contestant, contestant.profile) },
      redirectTo: ADMIN_CONTESTANT_PAGES.tab('profile', contestant.id),
    };
  }

  /** Answers `{ data: profile }`. */
  @WriteCall('profile/:id')
  @UseInterceptors(ContestantTypeInterceptor)
  async updateProfile(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', PathId) id: number,
    @Body() dto: UpdateContestantProfileDto,
  ): Promise<{ data: ProfileProps }> {
    return { data: await this.contestants.updateProfile(admin, id, dto) };
  }

  /** Answers `{ data: settings }`; the page then shows 'Settings saved' and reloads. */
  @WriteCall('settings/:id/update')
  @UseInterceptors(ContestantTypeInterceptor)
  async updateSettings(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', PathId) id: number,
    @Body() dto: UpdateContestantSettingsDto,
  ): Promise<{ data: ContestantSettingsProps }> {
    const { contestant, profile } = await this.contestants.updateSettings(admin, id, dto);
    return { data: toContestantSettings(contestant, profile) };
  }

  /** The recipe's three calls (create, update, wanttosubmit) on the contestant's behalf. */
  @WriteCall(recipeCallPaths((call) => `recipe/${call}/:userId`))
  @AcceptsUploads({ noRoomMessage: NO_ROOM_MESSAGES.recipe, busyMessage: IMAGES_BUSY_MESSAGES.recipe })
  async saveRecipe(
    @SignedInAdmin() admin: AdminActor,
    @Param('userId', PathId) userId: number,
    @RecipeCallOf() call: RecipeCall,
    @RecipeFormBody() form: ParsedRecipeForm,
  ): Promise<{ data: RecipeProps }> {
    return { data: toRecipeProps(await this.recipes.saveOnBehalf(admin, userId, call, form)) };
  }

  private tab(id: number, tab: ContestantTab): Promise<AdminContestantPageProps> {
    return this.pages.page(id, tab);
  }
}
