import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import { ForAudience } from '../auth/audience.decorator.js';
import { type ContestantActor, SignedInContestant } from '../auth/signed-in.decorator.js';
import { PageOrRedirect } from '../inertia/page-or-redirect.js';
import { AcceptsUploads } from '../storage/multipart.interceptor.js';
import {
  type ParsedRecipeForm,
  type RecipeCall,
  RecipeCallOf,
  recipeCallPaths,
  RecipeFormBody,
} from './recipe-form.js';
import { toRecipeProps } from './recipe.props-mapper.js';
import type {
  RecipeEditorPageProps,
  RecipeProps,
  RecipeViewPageProps,
} from '@shared/recipes/recipe.props.js';
import { RecipesService } from './recipes.service.js';
import { RecipeCardsService } from './print/recipe-cards.service.js';
import { pdfDownload } from '../print/printed-pdf.js';
import { IMAGES_BUSY_MESSAGES, NO_ROOM_MESSAGES } from '../storage/storage.errors.js';
import { ChefFeedbackService } from '../judging/feedback/chef-feedback.service.js';
import type { RecipeFeedbackPageProps } from '@shared/judging/chef-feedback.js';

/** The contestant's recipe: the editor, the read-only view and the calls of specification section 7. */
@Controller('user/recipe')
@ForAudience('user')
export class RecipesController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly cards: RecipeCardsService,
    private readonly feedback: ChefFeedbackService,
  ) {}

  @PageOrRedirect('user/recipe')
  editor(@SignedInContestant() contestant: ContestantActor): Promise<PageOrRedirect<RecipeEditorPageProps>> {
    return this.recipes.editorPage(contestant.id);
  }

  @PageOrRedirect('user/recipe-view', 'view')
  async view(
    @SignedInContestant() contestant: ContestantActor,
  ): Promise<PageOrRedirect<RecipeViewPageProps & RecipeFeedbackPageProps>> {
    const page = await this.recipes.viewPage(contestant.id);
    if (page.redirectTo !== undefined) return page;
    // The judges' feedback, once an admin released it (issue 36): judging's, beside the recipe.
    return { props: { ...page.props, feedback: await this.feedback.forContestant(contestant.id) } };
  }

  /** The contestant's recipe card (PDF), once the recipe is submitted; 404 with a clear message before. */
  @Get('card.pdf')
  @Header('Cache-Control', 'no-store')
  async card(@SignedInContestant() contestant: ContestantActor): Promise<StreamableFile> {
    return pdfDownload(await this.cards.contestantCard(contestant.id));
  }

  /**
   * `create` saves the first draft, `update` a draft of the caller's recipe (`id`), `wanttosubmit` saves and submits
   * the open stage in one transaction (creating the recipe when there is no `id`).
   */
  @WriteCall(recipeCallPaths((call) => call))
  @AcceptsUploads({ noRoomMessage: NO_ROOM_MESSAGES.recipe, busyMessage: IMAGES_BUSY_MESSAGES.recipe })
  async save(
    @SignedInContestant() contestant: ContestantActor,
    @RecipeCallOf() call: RecipeCall,
    @RecipeFormBody() form: ParsedRecipeForm,
  ): Promise<{ data: RecipeProps }> {
    return { data: toRecipeProps(await this.recipes.save(contestant.id, call, form, 'contestant')) };
  }
}
