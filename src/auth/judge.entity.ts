import { ArrayType, type Opt } from '@mikro-orm/core';
import type { Allergen } from '@shared/recipes/allergens.js';
import { Check, Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { StaffAccount } from './staff-account.entity.js';
import { JudgeRepository } from './judge.repository.js';

/** A judge of the first or the final round; the public fields feed the judges panel of the landing page. */
@Entity({ tableName: 'judges', repository: () => JudgeRepository })
@Unique({ name: 'judges_email_unique', properties: ['email'] })
@Check({ name: 'judges_email_lowercase_check', expression: 'email = lower(email)' })
// At most one head judge, and only an enabled final-round judge (Migration20261128093000).
@Check({
  name: 'judges_head_judge_check',
  expression: "not head_judge or (stage = 'second' and is_active)",
})
@Index({
  name: 'judges_head_judge_unique',
  expression: `create unique index "judges_head_judge_unique" on "judges" ("head_judge") where "head_judge"`,
})
export class Judge extends StaffAccount {
  /** Shown under the name on the public judges panel, e.g. 'Executive Chef'. */
  @Property({ length: 150, nullable: true })
  title: string | null = null;

  @Property({ type: 'text', nullable: true })
  biography: string | null = null;

  /** Key of the stored portrait. */
  @Property({ length: 80, nullable: true })
  portrait: string | null = null;

  @Property()
  showOnSite: Opt<boolean> = false;

  /** Order on the public panel. */
  @Property({ default: 0 })
  sitePosition: Opt<number> = 0;

  /** The major allergens the judge noted in their account: recipes containing one warn them (shared/recipes/allergens). */
  @Property({ type: new ArrayType(), defaultRaw: `'{}'` })
  allergies: Opt<Allergen[]> = [];

  /** The final's head judge, marked by an admin on the live final's page: corrects scores, breaks the last tie. */
  @Property({ default: false })
  headJudge: Opt<boolean> = false;
}
