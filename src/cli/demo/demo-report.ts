import type { CliOutput } from '../cli-output.js';
import { DEMO_CONTESTANTS } from './demo-content.js';
import type { DemoSeedOutcome } from './demo-seed.service.js';
import { REVIEW } from '@shared/statuses.js';

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    `  ${row.map((cell, column) => cell.padEnd(widths[column])).join('   ')}`.trimEnd(),
  );
}

/** What the seed made, and how to sign in to see it. */
export function printSignIns(out: CliOutput, outcome: Extract<DemoSeedOutcome, { status: 'seeded' }>): void {
  const { summary: s } = outcome;
  out.line(`Demo contest ready in ${outcome.seconds} s:`);
  out.line(
    `  ${s.contestants.total} contestants (Sodexo: ${s.contestants.sodexoWaiting} waiting, ${s.contestants.sodexoApproved} approved, ${s.contestants.sodexoRejected} rejected; ${s.contestants.entegra} partner clients)`,
  );
  out.line(
    `  recipes: ${s.recipes.draft} drafts, ${s.recipes.pendingReview} pending review, ${s.recipes.approved} approved (${s.recipes.finalists} finalists, ${s.recipes.secondSubmitted} with stage 2 submitted), ${s.recipes.notApproved} not approved`,
  );
  out.line(
    `  ${s.judges.first + s.judges.second} judges (${s.judges.first} first round, ${s.judges.second} final round), ${s.votes.first + s.votes.second} votes, ${s.admins} admins`,
  );
  out.line(
    `  ${s.faq} FAQ rows, ${s.sponsors} sponsors, ${s.editions} past editions, ${s.domainsAdded} whitelisted domains, ${s.pictures} pictures`,
  );
  out.line('');
  out.line('Sign in with:');
  for (const line of table([
    ['Who', 'E-mail', 'Password', 'Where'],
    ...outcome.signIns.map((signIn) => [
      signIn.role,
      signIn.email,
      signIn.password ?? '(single sign-on)',
      signIn.where,
    ]),
  ])) {
    out.line(line);
  }
  const sodexo = DEMO_CONTESTANTS.find(
    (person) => person.typeuser === 'sodexo' && person.recipe?.secondSubmitted,
  );
  const partner = DEMO_CONTESTANTS.find(
    (person) => person.typeuser === 'entegra' && person.recipe?.review === REVIEW.approved,
  );
  out.line('');
  out.line(
    `Contestants sign in at /login: Sodexo employees with single sign-on (e.g. ${sodexo?.email}), partner clients with a mailed link (e.g. ${partner?.email}; outside production the mail is at /dev/mailbox).`,
  );
}
