import { Contestant } from '../../src/contestants/contestant.entity.js';
import { Profile } from '../../src/contestants/profile.entity.js';
import type { TestApp } from './test-app.js';

/** A contestant's row and profile as stored now, read afresh; the profile is null until they register. */
export async function storedContestant(t: Pick<TestApp, 'em'>, id: number) {
  const em = t.em();
  return {
    contestant: await em.findOneOrFail(Contestant, { id }),
    profile: await em.findOne(Profile, { contestant: id }),
  };
}

/** A registered contestant's row and profile as stored now; fails when there is no profile. */
export async function storedRegistered(t: Pick<TestApp, 'em'>, id: number) {
  const { contestant, profile } = await storedContestant(t, id);
  if (!profile) throw new Error(`Contestant ${id} has no profile`);
  return { contestant, profile };
}
