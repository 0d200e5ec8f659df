import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContestSettings } from './contest-settings.entity.js';
import { ContestSettingsService } from './contest-settings.service.js';
import { EditionsService } from './editions.service.js';
import { FaqItem } from './faq-item.entity.js';
import { PastEdition } from './past-edition.entity.js';
import { Sponsor } from './sponsor.entity.js';
import { SiteContentService } from './site-content.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([ContestSettings, FaqItem, PastEdition, Sponsor])],
  providers: [ContestSettingsService, EditionsService, SiteContentService],
  exports: [ContestSettingsService, EditionsService, SiteContentService],
})
export class EditionsModule {}
