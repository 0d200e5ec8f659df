import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CsrfService } from '../auth/csrf.service.js';
import { SignedInPersonService } from '../auth/signed-in-person.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import type { SharedPropsResolver } from '../inertia/inertia.service.js';
import type { FlashProps, SharedProps } from '../inertia/shared-props.js';

@Injectable()
export class SharedPropsService implements SharedPropsResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly csrf: CsrfService,
    private readonly people: SignedInPersonService,
    private readonly settings: ContestSettingsService,
  ) {}

  async resolve(req: Request, res: Response): Promise<Record<string, unknown>> {
    const [user, settings] = await Promise.all([this.people.current(req), this.settings.current()]);
    const shared: SharedProps = {
      auth: { user },
      csrf: this.csrf.tokenFor(req, res),
      contest: {
        appName: this.config.appName,
        phase: settings.phase,
        editionYear: settings.editionYear,
        helpEmail: settings.helpEmail,
      },
      flash: this.pullFlash(req),
    };
    return { ...shared };
  }

  /** Flash messages live in the session and are shown once. */
  private pullFlash(req: Request): FlashProps {
    const flash = req.session?.flash;
    if (!flash) return {};
    delete req.session.flash;
    return flash;
  }
}
