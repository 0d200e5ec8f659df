import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ContestantAccessService } from './contestant-access.service.js';
import { ContestantAdminService } from './contestant-admin.service.js';
import { ContestantListQueries } from './contestant-list.queries.js';
import { ContestantsService } from './contestants.service.js';
import { Contestant } from './contestant.entity.js';
import { OwnAccountFieldsInterceptor } from './contestant-fields.interceptor.js';
import { ProfileController } from './profile.controller.js';
import { Profile } from './profile.entity.js';
import { ProfileService } from './profile.service.js';
import { SupervisorApprovalController } from './supervisor-approval.controller.js';
import { SupervisorApprovalService } from './supervisor-approval.service.js';
import { SupervisorLinkService } from './supervisor-link.service.js';
import { WhitelistedDomain } from './whitelisted-domain.entity.js';
import { WhitelistedDomainQueries } from './whitelisted-domain.queries.js';
import { WhitelistedDomainsService } from './whitelisted-domains.service.js';

@Module({
  // MailModule: the supervisor's request and answer mails; AuditModule: saved domains are logged. (AuthModule imports this module, so it cannot import
  // AuthModule: the signed-in contestant is read from the request, see src/auth/signed-in.decorator.ts.)
  imports: [MikroOrmModule.forFeature([Contestant, Profile, WhitelistedDomain]), MailModule, AuditModule],
  controllers: [ProfileController, SupervisorApprovalController],
  providers: [
    ContestantAccessService,
    ContestantAdminService,
    ContestantListQueries,
    ContestantsService,
    ProfileService,
    SupervisorApprovalService,
    SupervisorLinkService,
    OwnAccountFieldsInterceptor,
    WhitelistedDomainQueries,
    WhitelistedDomainsService,
  ],
  // ProfileService: the admin area saves contestants' profiles through it (actor 'admin'); SupervisorApprovalService:
  // the admin area's authorization answer; WhitelistedDomainsService: the admin area's list of domains;
  // ContestantAdminService: the admin area's contestant list and its changes to a contestant; ContestantsService:
  // the recipes' rules read and lock the contestant through it.
  exports: [
    MikroOrmModule,
    ContestantAccessService,
    ContestantAdminService,
    ContestantsService,
    ProfileService,
    SupervisorLinkService,
    SupervisorApprovalService,
    WhitelistedDomainsService,
  ],
})
export class ContestantsModule {}
