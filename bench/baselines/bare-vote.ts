// Baseline of the concurrency run of `npm run bench:scale`: a bare Nest handler on the same database doing what a
// vote must do and nothing else: read the session row named by the cookie, check that the judge's round is open and
// the recipe is in it, upsert the vote. No guards, CSRF, validation pipe or ORM: the gap to the app is their cost.
import 'reflect-metadata';
import { Body, Controller, Headers, HttpCode, Module, Param, ParseIntPipe, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
});

interface VoteBody {
  creativity: number;
  appearance: number;
  ingredients: number;
  profitability: number;
  deployability: number;
}

@Controller()
class VoteController {
  @Post('judges/dashboard/recipe/:id/vote')
  @HttpCode(200)
  async vote(
    @Param('id', ParseIntPipe) recipeId: number,
    @Headers('cookie') cookie: string | undefined,
    @Body() body: VoteBody,
  ): Promise<{ ok: boolean }> {
    const signed = /rc_session=([^;]+)/.exec(cookie ?? '')?.[1];
    const sid = signed ? decodeURIComponent(signed).replace(/^s:/, '').split('.')[0] : '';
    const session = await pool.query<{ sess: { judgeId?: number; judge?: { id: number } } }>(
      'select sess from sessions where sid = $1 and expire > now()',
      [sid],
    );
    const sess = session.rows[0]?.sess as Record<string, unknown> | undefined;
    const judgeId = Number(findJudgeId(sess));
    const allowed = await pool.query(
      `select 1 from judges j, contest_settings s, recipes r join users u on u.id = r.user_id
       where j.id = $1 and j.is_active and s.id = 1 and r.id = $2 and u.is_active and
         ((j.stage = 'first' and s.first_round_open and r.is_complete and r.is_approved = 1) or
          (j.stage = 'second' and s.second_round_open and u.is_finalist and r.is_2nd_complete))`,
      [judgeId, recipeId],
    );
    if (allowed.rowCount === 0) return { ok: false };
    await pool.query(
      `insert into votes as v (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
         deployability, voted_at, created_at, updated_at)
       values ($1, $2, 'first', $3, $4, $5, $6, $7, now(), now(), now())
       on conflict on constraint votes_judge_recipe_stage_unique do update set
         creativity = excluded.creativity, appearance = excluded.appearance, ingredients = excluded.ingredients,
         profitability = excluded.profitability, deployability = excluded.deployability,
         voted_at = excluded.voted_at, updated_at = excluded.updated_at`,
      [
        judgeId,
        recipeId,
        body.creativity,
        body.appearance,
        body.ingredients,
        body.profitability,
        body.deployability,
      ],
    );
    return { ok: true };
  }
}

/** The judge's id wherever the app's session keeps it (a small walk: the shape is the app's business). */
function findJudgeId(value: unknown): unknown {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.audience === 'judge' && 'id' in record) return record.id;
  if ('judgeId' in record) return record.judgeId;
  for (const child of Object.values(record)) {
    const found = findJudgeId(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

@Module({ controllers: [VoteController] })
class BareVoteModule {}

const app = await NestFactory.create<NestExpressApplication>(BareVoteModule, { logger: false });
app.enableShutdownHooks();
await app.listen(Number(process.env.PORT), '127.0.0.1');
