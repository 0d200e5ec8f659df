import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContestantAccessService } from './contestant-access.service.js';
import { Contestant } from './contestant.entity.js';
import { Profile } from './profile.entity.js';
import { WhitelistedDomain } from './whitelisted-domain.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([Contestant, Profile, WhitelistedDomain])],
  providers: [ContestantAccessService],
  exports: [MikroOrmModule, ContestantAccessService],
})
export class ContestantsModule {}
