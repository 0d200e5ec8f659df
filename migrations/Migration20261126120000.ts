import { Migration } from '@mikro-orm/migrations';

/**
 * A version on each standings row, new on every insert and update (from one sequence, so a version is never given
 * twice, even to a row deleted and written again). The results keep the last tally of each round (the z-scores need
 * every vote of the round, a pass over 300,000 (judge, total) pairs at 5,000 recipes) under a fingerprint of what it
 * was computed from: the rows' versions stand for their pairs, so the fingerprint is read without the pairs and a
 * round whose standings did not change is not tallied again (since replaced: docs/scale.md, "The results' version").
 */
export class Migration20261126120000 extends Migration {
  override name = 'Migration20261126120000';

  override up(): void | Promise<void> {
    this.addSql(`create sequence "vote_standings_versions";`);
    this.addSql(
      `alter table "vote_standings" add column "version" bigint not null default nextval('vote_standings_versions');`,
    );
    this.addSql(
      `create function vote_standings_new_version() returns trigger language plpgsql as $$
       begin
         new.version := nextval('vote_standings_versions');
         return new;
       end $$;`,
    );
    this.addSql(
      `create trigger vote_standings_new_version before update on vote_standings
       for each row execute function vote_standings_new_version();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger vote_standings_new_version on vote_standings;`);
    this.addSql(`drop function vote_standings_new_version();`);
    this.addSql(`alter table "vote_standings" drop column "version";`);
    this.addSql(`drop sequence "vote_standings_versions";`);
  }
}
