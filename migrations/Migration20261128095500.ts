import { Migration } from '@mikro-orm/migrations';

/**
 * The live final's kitchen score and tie-break (docs/decisions.md, "Live final"): one row of settings (the kitchen
 * score off by default, its weight, the penalty per minute late, the tie-break rules), the kitchen's criteria, the
 * judges marked as kitchen judges, their station scores, and the head judge's recorded choices. A change to a score,
 * the settings or a choice notifies the results board like a vote.
 */
export class Migration20261128095500 extends Migration {
  override name = 'Migration20261128095500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "final_scoring" ("id" smallint not null default 1, "kitchen_score" boolean not null default false, "kitchen_weight" smallint not null default 20, "penalty_per_minute" numeric(5,2) not null default 1, "tie_break" text[] not null default '{tasting_total,creativity,head_judge}', constraint "final_scoring_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "final_scoring" add constraint "final_scoring_id_check" check (id = 1), add constraint "final_scoring_kitchen_weight_check" check (kitchen_weight between 0 and 100), add constraint "final_scoring_penalty_check" check (penalty_per_minute between 0 and 100);`,
    );
    this.addSql(`insert into "final_scoring" ("id") values (1);`);
    this.addSql(
      `create table "kitchen_criteria" ("id" serial primary key, "name" varchar(60) not null, "position" smallint not null);`,
    );
    this.addSql(
      `insert into "kitchen_criteria" ("name", "position") values ('Mise en place', 1), ('Sanitation', 2), ('Technique', 3), ('Use of product and waste', 4), ('Timing', 5);`,
    );
    this.addSql(
      `create table "kitchen_judges" ("judge_id" int not null, "marked_at" timestamptz not null default now(), constraint "kitchen_judges_pkey" primary key ("judge_id"), constraint "kitchen_judges_judge_id_foreign" foreign key ("judge_id") references "judges" ("id") on delete cascade);`,
    );
    this.addSql(
      `create table "kitchen_scores" ("id" serial primary key, "judge_id" int not null, "recipe_id" int not null, "scores" jsonb not null, "minutes_late" smallint not null default 0, "saved_at" timestamptz not null default now(), constraint "kitchen_scores_minutes_late_check" check (minutes_late between 0 and 600), constraint "kitchen_scores_judge_recipe_unique" unique ("judge_id", "recipe_id"), constraint "kitchen_scores_judge_id_foreign" foreign key ("judge_id") references "judges" ("id") on delete cascade, constraint "kitchen_scores_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade);`,
    );
    this.addSql(`create index "kitchen_scores_recipe_id_index" on "kitchen_scores" ("recipe_id");`);
    this.addSql(
      `create table "final_tie_decisions" ("id" serial primary key, "recipe_ids" int[] not null, "chosen_order" int[] not null, "reason" text not null, "head_judge_id" int null, "recorded_at" timestamptz not null default now(), constraint "final_tie_decisions_recipe_ids_unique" unique ("recipe_ids"), constraint "final_tie_decisions_head_judge_id_foreign" foreign key ("head_judge_id") references "judges" ("id") on delete set null);`,
    );
    for (const table of ['final_scoring', 'kitchen_scores', 'kitchen_criteria', 'final_tie_decisions'])
      this.addSql(
        `create trigger "${table}_board" after insert or update or delete on "${table}" for each statement execute function final_board_changed();`,
      );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "final_tie_decisions" cascade;`);
    this.addSql(`drop table if exists "kitchen_scores" cascade;`);
    this.addSql(`drop table if exists "kitchen_judges" cascade;`);
    this.addSql(`drop table if exists "kitchen_criteria" cascade;`);
    this.addSql(`drop table if exists "final_scoring" cascade;`);
  }
}
