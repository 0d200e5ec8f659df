import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Contestant } from './contestant.entity.js';
import { Profile } from './profile.entity.js';
import { WhitelistedDomain } from './whitelisted-domain.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([Contestant, Profile, WhitelistedDomain])],
  exports: [MikroOrmModule],
})
export class ContestantsModule {}
