import { Body, Controller, Res, UseInterceptors } from '@nestjs/common';
import { WriteCall } from '../common/write-call.decorator.js';
import { pageOrRedirect } from '../inertia/page-or-redirect.js';
import type { Response } from 'express';
import { ForAudience } from '../auth/audience.decorator.js';
import { type ContestantActor, SignedInContestant } from '../auth/signed-in.decorator.js';
import { Page } from '../inertia/inertia.decorator.js';
import { RegisterContestantDto, UpdateOwnProfileDto } from './dto/profile-form.dto.js';
import { OwnAccountFieldsInterceptor } from './contestant-fields.interceptor.js';
import { ProfileService } from './profile.service.js';
import type { ProfileSavedResponse } from './profile.props.js';
import type { ProfilePageProps, RegisterPageProps } from './profile.props.js';

/** The signed-in contestant's registration and 'My Profile'. */
@Controller('user')
@ForAudience('user')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Page('user/register', 'register')
  async registerPage(
    @SignedInContestant() contestant: ContestantActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RegisterPageProps | undefined> {
    return pageOrRedirect(await this.profiles.registrationPage(contestant.id), res);
  }

  /** Answers `redirectTo`; the e-mail and type are the account's, whatever the body says. */
  @WriteCall('register')
  @UseInterceptors(OwnAccountFieldsInterceptor)
  register(
    @SignedInContestant() contestant: ContestantActor,
    @Body() dto: RegisterContestantDto,
  ): Promise<{ redirectTo: string }> {
    return this.profiles.register(contestant.id, dto);
  }

  @Page('user/profile', 'profile')
  async profilePage(
    @SignedInContestant() contestant: ContestantActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProfilePageProps | undefined> {
    return pageOrRedirect(await this.profiles.profilePage(contestant.id), res);
  }

  /** Answers `{ data: profile }`; the e-mail, type and supervisor fields of the body are ignored. */
  @WriteCall('profile/update')
  @UseInterceptors(OwnAccountFieldsInterceptor)
  async update(
    @SignedInContestant() contestant: ContestantActor,
    @Body() dto: UpdateOwnProfileDto,
  ): Promise<ProfileSavedResponse> {
    return { data: await this.profiles.update(contestant.id, dto, 'contestant') };
  }
}
