import { Controller, Param, Query } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import {
  archivableRecipe,
  EDITION_SORTS,
  PastEditionsService,
} from '../../editions/past-editions.service.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { RecipesService } from '../../recipes/recipes.service.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import type { RawQuery } from '../../common/list-query.js';
import { OptionalRecordId } from '../common/path-id.js';
import { ArchiveRecipeQueryDto } from './dto/archive-recipe-query.dto.js';
import { PastEditionFormBody, type ParsedPastEditionForm } from './past-edition-form.js';
import { recordList } from './record-lists.js';
import { toPastEditionDraft, toPastEditionProps, toPastEditionRow } from './records.props-mapper.js';
import type {
  PastEditionFormPageProps,
  PastEditionRowProps,
  SavedRecordProps,
} from '@shared/admin/records.props.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';

/** Past editions: list, create and edit forms, and the multipart calls of specification section 7. */
@Controller('admins/past-editions')
@ForAudience('admin')
export class PastEditionRecordsController {
  constructor(
    private readonly editions: PastEditionsService,
    private readonly recipes: RecipesService,
    private readonly settings: ContestSettingsService,
  ) {}

  @Page('admins/past-editions/index')
  list(@Query() query: RawQuery): Promise<ListPageProps<PastEditionRowProps>> {
    return recordList(
      query,
      // Newest first unless asked otherwise.
      { sortable: EDITION_SORTS, defaultSort: 'year', defaultDirection: 'desc' },
      (listQuery, status) => this.editions.listPage(listQuery, status),
      toPastEditionRow,
    );
  }

  /** `?from_recipe={id}`: "Archive as past edition" from the results page opens the form filled from that recipe. */
  @Page('admins/past-editions/form', 'create')
  async createForm(@Query() query: ArchiveRecipeQueryDto): Promise<PastEditionFormPageProps> {
    if (query.from_recipe === undefined) return { edition: null, draft: null };
    const recipe = await archivableRecipe(query.from_recipe, (id) => this.recipes.submittedRecipe(id));
    const settings = await this.settings.current();
    return { edition: null, draft: toPastEditionDraft(recipe, settings.editionYear) };
  }

  @Page('admins/past-editions/form', ':id/edit')
  async editForm(@Param('id', PathIdPipe) id: number): Promise<PastEditionFormPageProps> {
    return { edition: toPastEditionProps(await this.editions.byId(id)), draft: null };
  }

  /** `create`, or `update/{id}` of an existing edition. */
  @WriteCall(['create', 'update/:id'])
  @AcceptsUploads()
  async save(
    @Param('id', OptionalRecordId) id: number | undefined,
    @PastEditionFormBody() form: ParsedPastEditionForm,
    @SignedInAdmin() actor: AdminActor,
  ): Promise<{ data: SavedRecordProps }> {
    const saved = await this.editions.save(
      id ?? null,
      form,
      (recipeId) => this.recipes.submittedRecipe(recipeId),
      actor,
    );
    return { data: { id: saved.id, redirectTo: '/admins/past-editions' } };
  }
}
