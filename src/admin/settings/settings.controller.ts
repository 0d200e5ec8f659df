import { Body, Controller, Param, NotFoundException } from '@nestjs/common';
import { WriteCall } from '../../common/write-call.decorator.js';
import { OptionalRecordId, PathId } from '../common/path-id.js';
import { ForAudience } from '../../auth/audience.decorator.js';
import { type AdminActor, SignedInAdmin } from '../../auth/signed-in.decorator.js';
import { Page } from '../../inertia/inertia.decorator.js';
import { readUpload, type UploadedFile, UploadedFileField } from '../../storage/uploaded-file.decorator.js';
import { AcceptsUploads } from '../../storage/multipart.interceptor.js';
import { FaqIdsDto, SaveFaqItemDto } from './dto/faq.dto.js';
import { SaveContestSettingsDto } from './dto/save-contest-settings.dto.js';
import { SaveSponsorDto } from './dto/save-sponsor.dto.js';
import { ContestSettingsEditor } from '../../editions/contest-settings-editor.service.js';
import { AssignmentsService } from '../../judging/assignments/assignments.service.js';
import { toFaqRowProps, toSettingsForm, toSettingsPage, toSponsorSlot } from './settings.props-mapper.js';
import type {
  AdminFaqRowProps,
  AdminSettingsPageProps,
  ContestSettingsForm,
  SponsorSlotProps,
} from '@shared/admin/settings.props.js';

/**
 * Contest settings. Section 7 names no calls for this screen; ours answer `{ data }` on success
 * and the usual 422 `{ message, errors }` on invalid input.
 */
@Controller('admins/settings')
@ForAudience('admin')
export class SettingsController {
  constructor(
    private readonly settings: ContestSettingsEditor,
    private readonly assignments: AssignmentsService,
  ) {}

  @Page('admins/settings/index')
  async page(): Promise<AdminSettingsPageProps> {
    return toSettingsPage(await this.settings.state(), await this.assignments.card());
  }

  /** Phase, call-to-action, calendar event, help e-mail, round flags and blind judging. */
  @WriteCall('contest')
  async saveContest(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: SaveContestSettingsDto,
  ): Promise<{ data: ContestSettingsForm }> {
    return { data: toSettingsForm(await this.settings.saveContest(admin, dto)) };
  }

  /** `faq/create`, or `faq/update/{id}` of an existing question. */
  @WriteCall(['faq/create', 'faq/update/:id'])
  async saveFaq(
    @SignedInAdmin() admin: AdminActor,
    @Param('id', OptionalRecordId) id: number | undefined,
    @Body() dto: SaveFaqItemDto,
  ): Promise<{ data: AdminFaqRowProps }> {
    return { data: toFaqRowProps(await this.settings.saveFaq(admin, id ?? null, dto)) };
  }

  @WriteCall('faq/delete')
  async deleteFaq(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: FaqIdsDto,
  ): Promise<{ data: { deleted: number } }> {
    return { data: { deleted: await this.settings.deleteFaq(admin, dto.ids) } };
  }

  /** `ids`: every row, in the new order. */
  @WriteCall('faq/reorder')
  async reorderFaq(
    @SignedInAdmin() admin: AdminActor,
    @Body() dto: FaqIdsDto,
  ): Promise<{ data: AdminFaqRowProps[] }> {
    return { data: (await this.settings.reorderFaq(admin, dto.ids)).map(toFaqRowProps) };
  }

  /** Multipart: name, url, logo_file, logo, _token. */
  @WriteCall('sponsors/:slot/update')
  @AcceptsUploads()
  async saveSponsor(
    @SignedInAdmin() admin: AdminActor,
    @Param('slot', PathId) slot: number,
    @Body() dto: SaveSponsorDto,
    @UploadedFileField('logo') logo?: UploadedFile,
  ): Promise<{ data: SponsorSlotProps }> {
    const position = sponsorSlot(slot);
    const sponsors = await this.settings.saveSponsor(admin, position, dto, logo && (await readUpload(logo)));
    return { data: toSponsorSlot(sponsors, position) };
  }
}

function sponsorSlot(slot: number): number {
  if (slot < 1 || slot > 4) throw new NotFoundException({ message: 'There are four sponsor slots, 1 to 4.' });
  return slot;
}
