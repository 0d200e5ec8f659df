import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FaqItem } from './faq-item.entity.js';
import { Sponsor } from './sponsor.entity.js';

/** The landing page's editable content: FAQ rows and the sponsor bar. */
@Injectable()
export class SiteContentService {
  constructor(private readonly em: EntityManager) {}

  faq(): Promise<FaqItem[]> {
    return this.em.find(FaqItem, {}, { orderBy: { position: 'asc', id: 'asc' } });
  }

  sponsors(): Promise<Sponsor[]> {
    return this.em.find(Sponsor, {}, { orderBy: { position: 'asc' } });
  }
}
