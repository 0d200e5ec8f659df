import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit/audit.module.js';
import { ContestantsModule } from '../contestants/contestants.module.js';
import { Contestant } from '../contestants/contestant.entity.js';
import { EditionsModule } from '../editions/editions.module.js';
import { VoterLinkService } from './voter-link.service.js';
import { MailModule } from '../mail/mail.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { Judge } from './judge.entity.js';
import { Admin } from './admin.entity.js';
import { AuthToken } from './auth-token.entity.js';
import { AudienceGuard } from './audience.guard.js';
import { AuthController } from './auth.controller.js';
import { ContestantSignInController } from './contestant-sign-in.controller.js';
import { ContestantSignInService } from './contestant-sign-in.service.js';
import { CsrfGuard } from './csrf.guard.js';
import { JudgesService } from './judges.service.js';
import { JudgeAccountController } from './judge-account.controller.js';
import { JudgeAccountService } from './judge-account.service.js';
import { ExpiredTokensJob } from './expired-tokens.job.js';
import { CsrfService } from './csrf.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import {
  AdminPasswordController,
  JudgePasswordController,
} from './password-reset/staff-password.controller.js';
import { StaffPasswordResetService } from './password-reset/staff-password-reset.service.js';
import { StaffPasswordTokens } from './password-reset/staff-password-tokens.service.js';
import { SignedInSessionsQueries } from './password-reset/signed-in-sessions.queries.js';
import { ContestantLinkStrategy } from './passport/contestant-link.strategy.js';
import { SsoStrategies } from './passport/sso.strategy.js';
import { AdminPasswordStrategy, JudgePasswordStrategy } from './passport/staff-password.strategy.js';
import { SessionService } from './session.service.js';
import { SignedInPersonQueries } from './signed-in-person.queries.js';
import { SignedInPersonService } from './signed-in-person.service.js';
import { StaffAccountQueries } from './staff-account.queries.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffSignInService } from './staff-sign-in.service.js';
import { OidcClientService } from './sso/oidc-client.service.js';
import { SsoSignInService } from './sso/sso-sign-in.service.js';
import { AdminSsoController, JudgeSsoController, UserSsoController } from './sso/sso.controller.js';
import { ThrottleModule } from './throttle/throttle.module.js';

@Module({
  imports: [
    PassportModule,
    MikroOrmModule.forFeature([Admin, AuthToken, Judge, Contestant]),
    ContestantsModule,
    MailModule,
    ThrottleModule,
    // Saving a judge or an admin: the audit log, the judge's portrait, the landing page's cached content.
    AuditModule,
    StorageModule,
    EditionsModule,
  ],
  controllers: [
    AuthController,
    ContestantSignInController,
    UserSsoController,
    JudgeSsoController,
    AdminSsoController,
    JudgePasswordController,
    AdminPasswordController,
    JudgeAccountController,
  ],
  providers: [
    ExpiredTokensJob,
    VoterLinkService,
    JudgesService,
    JudgeAccountService,
    CsrfService,
    PasswordHasher,
    SessionService,
    SignedInPersonService,
    SignedInPersonQueries,
    StaffSignInService,
    ContestantSignInService,
    OidcClientService,
    SsoSignInService,
    StaffPasswordTokens,
    SignedInSessionsQueries,
    StaffPasswordResetService,
    StaffAccountQueries,
    StaffAccountsService,
    // Passport strategies of the sign-in calls (their guards live beside them).
    JudgePasswordStrategy,
    AdminPasswordStrategy,
    ContestantLinkStrategy,
    SsoStrategies,
    // CSRF first: a forged write call is refused before anything else looks at it.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AudienceGuard },
  ],
  // StaffPasswordTokens: the judges' invitations (judging) issue the same links as the password reset;
  // StaffAccountsService: the admin area's judges and admins.
  exports: [
    CsrfService,
    VoterLinkService,
    JudgesService,
    JudgeAccountService,
    PasswordHasher,
    SessionService,
    SignedInPersonService,
    StaffPasswordTokens,
    StaffAccountsService,
  ],
})
export class AuthModule {}
