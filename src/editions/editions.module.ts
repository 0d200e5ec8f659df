import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ContestSettingsEditor } from './contest-settings-editor.service.js';
import { ContestSettings } from './contest-settings.entity.js';
import { ContestSettingsService } from './contest-settings.service.js';
import { EditionsService } from './editions.service.js';
import { FaqItem } from './faq-item.entity.js';
import { PastEdition } from './past-edition.entity.js';
import { PastEditionQueries } from './past-edition.queries.js';
import { PastEditionsService } from './past-editions.service.js';
import { Sponsor } from './sponsor.entity.js';
import { SiteContentService } from './site-content.service.js';

@Module({
  // Audit: the admin's changes are logged; storage: past editions' images and sponsors' logos.
  imports: [
    MikroOrmModule.forFeature([ContestSettings, FaqItem, PastEdition, Sponsor]),
    AuditModule,
    StorageModule,
  ],
  providers: [
    ContestSettingsEditor,
    ContestSettingsService,
    EditionsService,
    PastEditionQueries,
    PastEditionsService,
    SiteContentService,
  ],
  exports: [
    ContestSettingsEditor,
    ContestSettingsService,
    EditionsService,
    PastEditionsService,
    SiteContentService,
  ],
})
export class EditionsModule {}
