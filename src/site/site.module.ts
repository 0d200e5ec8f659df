import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { HealthController } from './health.controller.js';
import { SiteController } from './site.controller.js';
import { SiteService } from './site.service.js';

/** The public site: landing page, past editions, terms, calendar file, health check. */
@Module({
  imports: [AuthModule, EditionsModule],
  controllers: [SiteController, HealthController],
  providers: [SiteService],
})
export class SiteModule {}
