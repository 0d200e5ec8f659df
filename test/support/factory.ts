import type { EntityManager } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { Admin } from '../../src/auth/admin.entity.js';
import type { LoginType, Stage } from '../../src/auth/staff-account.entity.js';
import { Contestant, type ContestantType } from '../../src/contestants/contestant.entity.js';
import { Profile, type PostalAddress } from '../../src/contestants/profile.entity.js';
import { Judge } from '../../src/auth/judge.entity.js';
import type { IngredientRow } from '@shared/recipes/ingredients.js';
import { Recipe } from '../../src/recipes/recipe.entity.js';
import { AUTHORIZATION, REVIEW } from '@shared/statuses.js';

const unique = () => randomBytes(4).toString('hex');

/** An admin's review of a recipe, by name. */
export type ReviewName = keyof typeof REVIEW;
/** A supervisor's answer to a company employee's entry, by name. */
export type AuthorizationName = keyof typeof AUTHORIZATION;

/** Builds rows for tests: fresh, unique data per call, so no test depends on another's leftovers. */
export class Factory {
  constructor(private readonly em: () => EntityManager) {}

  async newAdmin(
    fields: Partial<{ email: string; password: string; isActive: boolean; typelogin: LoginType }> = {},
  ) {
    const em = this.em();
    const admin = em.create(Admin, {
      name: 'Ada',
      lastname: 'Admin',
      email: fields.email ?? `admin-${unique()}@example.com`,
      stage: 'first',
      typelogin: fields.typelogin ?? 'credential',
      isActive: fields.isActive ?? true,
      passwordHash: await hash(fields.password ?? 'correct horse battery'),
    });
    await em.flush();
    return admin;
  }

  async newJudge(
    fields: Partial<{
      email: string;
      password: string;
      isActive: boolean;
      stage: Stage;
      typelogin: LoginType;
      showOnSite: boolean;
    }> = {},
  ) {
    const em = this.em();
    const judge = em.create(Judge, {
      name: 'Julia',
      lastname: 'Judge',
      email: fields.email ?? `judge-${unique()}@example.com`,
      stage: fields.stage ?? 'first',
      typelogin: fields.typelogin ?? 'credential',
      isActive: fields.isActive ?? true,
      showOnSite: fields.showOnSite ?? false,
      passwordHash: await hash(fields.password ?? 'correct horse battery'),
    });
    await em.flush();
    return judge;
  }

  async newContestant(
    fields: Partial<{ email: string; typeuser: ContestantType; name: string; lastname: string }> = {},
  ) {
    const em = this.em();
    const contestant = em.create(Contestant, {
      email: fields.email ?? `cook-${unique()}@example.com`,
      typeuser: fields.typeuser ?? 'entegra',
      name: fields.name ?? 'Carla',
      lastname: fields.lastname ?? 'Cook',
    });
    await em.flush();
    return contestant;
  }

  /**
   * A contestant who has saved the registration form: a profile with a US home address, and a business name
   * (entegra) or a supervisor (sodexo, at the company's default domain).
   */
  async newRegisteredContestant(
    fields: Partial<{
      email: string;
      typeuser: ContestantType;
      name: string;
      lastname: string;
      supervisor: AuthorizationName;
      phone: string;
      homeAddress: PostalAddress;
      businessName: string | null;
      managerName: string | null;
      managerEmail: string | null;
      managerReason: string | null;
      managerAnsweredAt: Date | null;
    }> = {},
  ) {
    const em = this.em();
    const typeuser = fields.typeuser ?? 'entegra';
    const employee = typeuser === 'sodexo';
    const contestant = em.create(Contestant, {
      email: fields.email ?? (employee ? `cook-${unique()}@sodexo.com` : `cook-${unique()}@example.com`),
      typeuser,
      name: fields.name ?? 'Carla',
      lastname: fields.lastname ?? 'Cook',
      isAuthorized: AUTHORIZATION[fields.supervisor ?? 'waiting'],
      registeredAt: new Date(),
    });
    em.create(Profile, {
      contestant,
      phone: fields.phone ?? '(210) 555-0143',
      homeAddress: fields.homeAddress ?? {
        address: '418 Magnolia Ave',
        city: 'San Antonio',
        state: 'TX',
        zip: '78212',
        country: 'US',
      },
      businessName:
        fields.businessName !== undefined ? fields.businessName : employee ? null : 'Harbor Bistro',
      managerName: fields.managerName !== undefined ? fields.managerName : employee ? 'Sam Supervisor' : null,
      managerEmail:
        fields.managerEmail !== undefined
          ? fields.managerEmail
          : employee
            ? `boss-${unique()}@sodexo.com`
            : null,
      managerReason: fields.managerReason ?? null,
      managerAnsweredAt: fields.managerAnsweredAt ?? null,
    });
    await em.flush();
    return contestant;
  }

  /** A draft (not submitted) of an existing contestant: a name only unless `fields` says more. */
  async newDraftRecipe(
    contestantId: number,
    fields: Partial<{
      name: string;
      description: string;
      preparation: string;
      ingredients: IngredientRow[];
      recipeImage: string | null;
    }> = {},
  ) {
    const em = this.em();
    const recipe = em.create(Recipe, {
      contestant: contestantId,
      name: 'Draft',
      description: '',
      preparation: '',
      ingredients: [],
      ...fields,
    });
    await em.flush();
    return recipe;
  }

  /**
   * A submitted recipe (stage 1) of a new contestant, pending review unless `status` says otherwise. One
   * portion of the default ingredients costs $2.650. Image fields take keys of images already stored (or null).
   */
  async newSubmittedRecipe(
    fields: Partial<{
      name: string;
      description: string;
      preparation: string;
      ingredients: IngredientRow[];
      status: ReviewName;
      isSecondComplete: boolean;
      recipeImage: string | null;
      headshotImage: string | null;
      contestantName: string;
      contestantLastname: string;
      isFinalist: boolean;
      contestantActive: boolean;
      menuPriceCents: number | null;
    }> = {},
  ) {
    const em = this.em();
    const contestant = em.create(Contestant, {
      email: `chef-${unique()}@example.com`,
      typeuser: 'entegra',
      name: fields.contestantName ?? 'Carla',
      lastname: fields.contestantLastname ?? 'Cook',
      isAuthorized: AUTHORIZATION.approved,
      isFinalist: fields.isFinalist ?? false,
      isActive: fields.contestantActive ?? true,
      registeredAt: new Date(),
    });
    const recipe = em.create(Recipe, {
      contestant,
      name: fields.name ?? `Braised short rib ${unique()}`,
      description: fields.description ?? 'Slow-braised short rib with a glossy red-wine jus.',
      preparation: fields.preparation ?? 'Sear the ribs.\n\nBraise for three hours.\n\nReduce the jus.',
      ingredients: fields.ingredients ?? [
        { ingredient: 'Short rib', measure: 'Pound', quantity: '0.5', cost_unit: '4.50' },
        { ingredient: 'Red wine', measure: 'Fluid', quantity: '2', cost_unit: '0.200' },
      ],
      isComplete: true,
      isSecondComplete: fields.isSecondComplete ?? false,
      isApproved: REVIEW[fields.status ?? 'pending'],
      recipeImage: fields.recipeImage ?? null,
      headshotImage: fields.headshotImage ?? null,
      menuPriceCents: fields.menuPriceCents ?? null,
      submittedAt: new Date(),
      secondSubmittedAt: fields.isSecondComplete ? new Date() : null,
    });
    await em.flush();
    return recipe;
  }
}
