import { Body, Controller, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { requestLanguage } from '../common/request-language.js';
import { WriteCall } from '../common/write-call.decorator.js';
import { PageOrRedirect } from '../inertia/page-or-redirect.js';
// Auth also reads this module's accounts to sign contestants in; routes everywhere take its audience decorators.
import { ForAudience } from '../auth/audience.decorator.js';
import { type ContestantActor, SignedInContestant } from '../auth/signed-in.decorator.js';
import { RegisterContestantDto, UpdateOwnProfileDto } from './dto/profile-form.dto.js';
import { OwnAccountFieldsInterceptor } from './contestant-fields.interceptor.js';
import { ProfileService } from './profile.service.js';
import type { ProfileSavedResponse } from '@shared/contestants/profile.props.js';
import type { ProfilePageProps, RegisterPageProps } from '@shared/contestants/profile.props.js';

/** The signed-in contestant's registration and 'My Profile'. */
@Controller('user')
@ForAudience('user')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @PageOrRedirect('user/register', 'register')
  registerPage(
    @SignedInContestant() contestant: ContestantActor,
  ): Promise<PageOrRedirect<RegisterPageProps>> {
    return this.profiles.registrationPage(contestant.id);
  }

  /** Answers `redirectTo`; the e-mail and type are the account's, whatever the body says. */
  @WriteCall('register')
  @UseInterceptors(OwnAccountFieldsInterceptor)
  register(
    @SignedInContestant() contestant: ContestantActor,
    @Body() dto: RegisterContestantDto,
    @Req() req: Request,
  ): Promise<{ redirectTo: string }> {
    return this.profiles.register(contestant.id, dto, requestLanguage(req));
  }

  @PageOrRedirect('user/profile', 'profile')
  profilePage(@SignedInContestant() contestant: ContestantActor): Promise<PageOrRedirect<ProfilePageProps>> {
    return this.profiles.profilePage(contestant.id);
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
