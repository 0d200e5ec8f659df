import { Link } from '@inertiajs/react';
import { StatusLabel } from '@/components/admin/status-label';
import type { JudgeAssignmentProps, RecipeAssignmentProps } from '@shared/admin/assignments.props';
import { SectionHeading } from '@/components/ui/section-heading';

function VotedChip({ voted }: { voted: boolean }) {
  return (
    <StatusLabel tone={voted ? 'green' : 'grey'} className="shrink-0">
      {voted ? 'Voted' : 'Not voted'}
    </StatusLabel>
  );
}

/** The judge's form (issue 15, part 5): the first-round recipes assigned to this judge, and which they voted. */
export function JudgeAssignment({ assignment }: { assignment: JudgeAssignmentProps }) {
  const { recipes, voted, perRecipe } = assignment;
  return (
    <section
      aria-labelledby="assignment-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8"
      data-testid="judge-assignment"
    >
      <SectionHeading
        id="assignment-title"
        size="lg"
        lead={
          <>
            Each recipe of the first round is judged by {perRecipe} judge{perRecipe === 1 ? '' : 's'}. This
            judge has <strong className="text-ink">{recipes.length}</strong> assigned and has voted on{' '}
            <strong className="text-ink">{voted}</strong>; their list shows these only.
          </>
        }
      >
        Assigned recipes
      </SectionHeading>
      {recipes.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm text-muted">
          No recipe is assigned to this judge yet: rebalance in the settings after enabling them.
        </p>
      ) : (
        <ol className="mt-4 max-h-96 divide-y divide-sand overflow-y-auto rounded-2xl ring-1 ring-sand">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
              <Link href={recipe.href} className="min-w-0 truncate font-semibold text-ink hover:underline">
                {recipe.name}
              </Link>
              <VotedChip voted={recipe.voted} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The recipe's review page (issue 15, part 5): the judges assigned to it, and which have voted. */
export function RecipeAssignment({ assignment }: { assignment: RecipeAssignmentProps }) {
  const { judges, perRecipe, inRound } = assignment;
  const voted = judges.filter((judge) => judge.voted).length;
  return (
    <section
      aria-labelledby="recipe-assignment-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="recipe-assignment"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <SectionHeading id="recipe-assignment-title">Assigned judges</SectionHeading>
        {judges.length > 0 && (
          <p className="text-sm text-muted">
            {voted} of {judges.length} voted · {perRecipe} per recipe
          </p>
        )}
      </div>
      {judges.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          {inRound
            ? 'No judge is assigned yet: rebalance in the settings.'
            : 'Judges are assigned when the recipe is approved.'}
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {judges.map((judge) => (
            <li
              key={judge.id}
              className="flex items-center gap-2 rounded-full bg-cream py-1 pr-1 pl-3 text-sm"
              data-testid={`assigned-judge-${judge.id}`}
            >
              <Link href={judge.href} className="font-semibold text-ink hover:underline" title={judge.email}>
                {judge.name}
              </Link>
              {!judge.onPanel && <span className="text-xs text-muted">(off the panel)</span>}
              <VotedChip voted={judge.voted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
