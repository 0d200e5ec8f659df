import { Injectable } from '@nestjs/common';
import type { FaqItem } from './faq-item.entity.js';
import { FaqItemRepository } from './faq-item.repository.js';
import type { Sponsor } from './sponsor.entity.js';
import { SponsorRepository } from './sponsor.repository.js';

/** The landing page's editable content: FAQ rows and the sponsor bar. */
@Injectable()
export class SiteContentService {
  constructor(
    private readonly faqItems: FaqItemRepository,
    private readonly sponsorSlots: SponsorRepository,
  ) {}

  faq(): Promise<FaqItem[]> {
    return this.faqItems.findInOrder();
  }

  sponsors(): Promise<Sponsor[]> {
    return this.sponsorSlots.findInOrder();
  }
}
