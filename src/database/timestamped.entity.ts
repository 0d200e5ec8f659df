import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';

/**
 * When a row was created and last changed, for the entities that keep both (`created_at`, `updated_at`). A mapped
 * superclass: no table of its own, its columns are in each subclass's table.
 */
@Entity({ abstract: true })
export abstract class Timestamped {
  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
