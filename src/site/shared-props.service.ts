import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CsrfService } from '../auth/csrf.service.js';
import { SignedInPersonService } from '../auth/signed-in-person.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ContestSettings } from '../editions/contest-settings.entity.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import type { AnonymousVisitor, SharedPropsResolver } from '../inertia/inertia.service.js';
import type { FlashProps, SharedContestProps, SharedProps } from '@shared/inertia/shared-props.js';
import { RecipesService } from '../recipes/recipes.service.js';

@Injectable()
export class SharedPropsService implements SharedPropsResolver {
  /** The shared props of every anonymous visitor (but csrf): one object per settings object, so pages can be reused. */
  private anonymousCache: { settings: ContestSettings; props: Readonly<Omit<SharedProps, 'csrf'>> } | null =
    null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly csrf: CsrfService,
    private readonly people: SignedInPersonService,
    private readonly settings: ContestSettingsService,
    private readonly recipes: RecipesService,
  ) {}

  async resolve(req: Request, res: Response): Promise<Record<string, unknown>> {
    // The settings are only shown here: while the database is away, the error page is built from those last read.
    const [user, settings] = await Promise.all([this.people.current(req), this.settings.forDisplay()]);
    // A contestant's pages all lead back to the recipe, so that no page is a dead end.
    const recipe = user?.type === 'user' ? await this.recipes.recipeLink(user.id) : null;
    const shared: SharedProps = {
      auth: { user, recipe },
      csrf: this.csrf.tokenFor(req, res),
      contest: this.contestProps(settings),
      flash: this.pullFlash(req),
    };
    return { ...shared };
  }

  async anonymous(req: Request, res: Response): Promise<AnonymousVisitor | null> {
    // A session naming someone, or holding a flash message, makes the page this visitor's own.
    if (req.session?.auth || req.session?.flash) return null;
    const settings = await this.settings.forDisplay();
    let cached = this.anonymousCache;
    if (cached?.settings !== settings) {
      const props: Omit<SharedProps, 'csrf'> = {
        auth: { user: null, recipe: null },
        contest: this.contestProps(settings),
        flash: {},
      };
      cached = { settings, props: Object.freeze(props) };
      this.anonymousCache = cached;
    }
    return { props: cached.props, csrf: this.csrf.tokenFor(req, res) };
  }

  private contestProps(settings: ContestSettings): SharedContestProps {
    return {
      appName: this.config.appName,
      phase: settings.phase,
      editionYear: settings.editionYear,
      helpEmail: settings.helpEmail,
      timeZone: settings.timeZone,
    };
  }

  /** Flash messages live in the session and are shown once. */
  private pullFlash(req: Request): FlashProps {
    const flash = req.session?.flash;
    if (!flash) return {};
    delete req.session.flash;
    return flash;
  }
}
