import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { PathIdPipe } from '../common/path-id.pipe.js';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AnonymousFastPath } from '../inertia/anonymous-fast-path.js';
import { Page, type NoPageProps } from '../inertia/inertia.decorator.js';
import { SiteService } from './site.service.js';
import type { LandingPageProps, PastEditionPageProps } from '@shared/site/site.props.js';

/** The public site: no sign-in needed. */
@Controller()
export class SiteController {
  constructor(
    private readonly site: SiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page('public/landing')
  @AnonymousFastPath()
  landing(): Promise<Readonly<LandingPageProps>> {
    return this.site.landingPage();
  }

  @Page('public/past-edition', 'past-editions/:year')
  pastEdition(
    @Param('year', new PathIdPipe({ errorHttpStatusCode: 404 })) year: number,
  ): Promise<PastEditionPageProps> {
    return this.site.pastEditionPage(year);
  }

  @Page('public/terms', 'terms-and-conditions')
  terms(): NoPageProps {
    return {};
  }

  @Get('calendar.ics')
  async calendar(@Res() res: Response): Promise<void> {
    const ics = await this.site.calendarFile(this.config.appUrl);
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="recipe-contest.ics"')
      .send(ics);
  }

  @Get('favicon.svg')
  @Header('Content-Type', 'image/svg+xml')
  @Header('Cache-Control', 'public, max-age=86400')
  favicon(): string {
    return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#111"/><path d="M18 40c0-9 6-16 14-16s14 7 14 16H18z" fill="#FFC629"/><rect x="14" y="42" width="36" height="5" rx="2.5" fill="#FFC629"/><circle cx="32" cy="20" r="3" fill="#FFC629"/></svg>';
  }
}
