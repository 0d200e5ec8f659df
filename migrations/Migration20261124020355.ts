import { Migration } from '@mikro-orm/migrations';

/**
 * Deadlines that keep themselves (issue 15, part 2): the contest's time zone, its four dates, the two reminder
 * switches and the instant up to which the dates have been applied (now for an existing contest: no date set before
 * this migration was ever due); and `deadline_reminders`, one row per person reminded of one deadline.
 * (The generator's diff also proposed rewriting unrelated constraints and the standings' triggers; only the lines of
 * this change are kept.)
 */
export class Migration20261124020355 extends Migration {
  override name = 'Migration20261124020355';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "contest_settings"
         add "time_zone" varchar(64) not null default 'America/New_York',
         add "submissions_open_at" timestamptz null,
         add "submissions_close_at" timestamptz null,
         add "first_round_closes_at" timestamptz null,
         add "final_round_closes_at" timestamptz null,
         add "schedule_applied_at" timestamptz not null default now(),
         add "remind_contestants" boolean not null default false,
         add "remind_judges" boolean not null default false;`,
    );
    this.addSql(
      `create table "deadline_reminders" ("id" serial primary key, "kind" varchar(20) not null,
         "deadline_at" timestamptz not null, "recipient_id" int not null, "sent_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "deadline_reminders" add constraint "deadline_reminders_unique" unique ("kind", "deadline_at", "recipient_id");`,
    );
    this.addSql(
      `alter table "deadline_reminders" add constraint "deadline_reminders_kind_check" check (kind in ('contestant_draft', 'judge_votes'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "deadline_reminders";`);
    this.addSql(
      `alter table "contest_settings" drop column "time_zone", drop column "submissions_open_at",
         drop column "submissions_close_at", drop column "first_round_closes_at", drop column "final_round_closes_at",
         drop column "schedule_applied_at", drop column "remind_contestants", drop column "remind_judges";`,
    );
  }
}
