import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CorrectionRole, ScoreSet } from '@shared/judging/vote-corrections.js';
import { VoteCorrectionRepository } from './vote-correction.repository.js';

/**
 * One correction of a final-round vote's scores: the scores before and after, the reason, and who made it. Rows are
 * only ever added, in the transaction that changes the vote, so the original stays whatever follows. Who is copied
 * (role, id, e-mail) like the audit log's admin, so the row still says who it was after the account is deleted.
 */
@Entity({ tableName: 'vote_corrections', repository: () => VoteCorrectionRepository })
@Index({ name: 'vote_corrections_vote_id_index', properties: ['vote', 'id'] })
@Check({ name: 'vote_corrections_by_role_check', expression: "by_role in ('admin', 'head_judge')" })
export class VoteCorrection {
  @PrimaryKey()
  id: number;

  /** The vote's id (the vote's own module writes the vote; the row cascades with it). */
  @Property({ fieldName: 'vote_id' })
  vote: number;

  @Property({ type: 'json' })
  previous: ScoreSet;

  @Property({ type: 'json' })
  corrected: ScoreSet;

  @Property({ length: 500 })
  reason: string;

  @Property({ length: 12 })
  byRole: CorrectionRole;

  @Property()
  byId: number;

  @Property({ length: 254 })
  byEmail: string;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
