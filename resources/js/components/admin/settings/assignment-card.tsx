import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { ModalOptions } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import type { AssignmentCardProps, AssignmentSavedResponse } from '@shared/admin/assignments.props';
import { SettingsCard } from './settings-card';
import { useTextField } from '@/hooks/use-text-field';

/**
 * "Each recipe is judged by N judges of the round" (issue 15, part 5), for the first round: off (empty) by
 * default, so every judge of the round sees every approved recipe. Saving a number assigns what is missing at once;
 * "Rebalance" evens the judges' loads after judges were disabled, added or put in conflict, never moving a recipe a
 * judge has voted on.
 */
export function AssignmentCard({
  assignment,
  confirm,
}: {
  assignment: AssignmentCardProps;
  confirm: (options: ModalOptions) => Promise<boolean>;
}) {
  const perRecipe = useTextField(assignment.perRecipe === null ? '' : String(assignment.perRecipe));
  const value = perRecipe.value;
  const [stored, setStored] = useState(value);
  useUnsavedChanges(value.trim() !== stored.trim());
  const [alert, setAlert] = useState<string | null>(null);
  // Which button's call is in flight (its button spins; both are disabled).
  const [busy, setBusy] = useState<'save' | 'rebalance' | null>(null);
  type Saved = AssignmentSavedResponse['data'];
  const saving = useFormCall<Saved, 'judges_per_recipe'>({
    data: dataOf<Saved>,
    worded: [409],
    fields: ['judges_per_recipe'],
  });
  const { summary } = assignment;

  const call = async (kind: 'save' | 'rebalance') => {
    if (busy) return;
    setBusy(kind);
    setAlert(null);
    const result = await saving.send({
      url: kind === 'save' ? assignment.saveUrl : assignment.rebalanceUrl,
      json: kind === 'save' ? { judges_per_recipe: value.trim() === '' ? null : value.trim() } : {},
    });
    setBusy(null);
    if (result.ok) {
      if (kind === 'save') setStored(value);
      const { added, removed } = result.data;
      await confirm({
        title: kind === 'save' ? 'Settings saved' : 'Assignments rebalanced',
        text:
          added + removed === 0
            ? 'No assignment had to change.'
            : `${added} assignment${added === 1 ? '' : 's'} added, ${removed} removed.`,
        cancelLabel: null,
      });
      router.reload();
      return;
    }
    if (result.status === 422) {
      perRecipe.setError(result.errors.judges_per_recipe);
      return;
    }
    setAlert(result.message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void call('save');
  };

  return (
    <SettingsCard
      id="assignment"
      title="Judging a large field"
      lead="When the first round is too large for every judge to taste every recipe, each recipe can be assigned to a few judges of the round, balanced by count and never to a judge in conflict with the contestant. Left empty, every judge sees every approved recipe."
    >
      <form noValidate onSubmit={submit} aria-busy={busy !== null} className="flex flex-col gap-5">
        <FormAlert message={alert} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <TextField
            className="sm:max-w-xs"
            label="Judges per recipe"
            name="judges_per_recipe"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            placeholder="Off"
            {...perRecipe.bind}
            hint="Each recipe is judged by this many judges of the first round. Empty: off."
          />
          <Button
            type="submit"
            color="yellow"
            disabled={busy !== null}
            className="sm:mt-7"
            busy={busy === 'save'}
          >
            Save
          </Button>
        </div>
        {summary && (
          <>
            <div
              className="flex flex-col gap-4 rounded-2xl bg-cream px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="assignment-summary"
            >
              <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-muted">Recipes</dt>
                  <dd className="font-semibold text-ink tabular-nums">{summary.recipes}</dd>
                </div>
                <div>
                  <dt className="text-muted">Judges</dt>
                  <dd className="font-semibold text-ink tabular-nums">{summary.panel}</dd>
                </div>
                <div>
                  <dt className="text-muted">Per judge</dt>
                  <dd className="font-semibold text-ink tabular-nums">
                    {summary.minLoad === summary.maxLoad
                      ? summary.minLoad
                      : `${summary.minLoad}–${summary.maxLoad}`}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Short of judges</dt>
                  <dd
                    className={
                      summary.recipesShort > 0
                        ? 'font-semibold text-danger tabular-nums'
                        : 'font-semibold text-ink'
                    }
                  >
                    {summary.recipesShort}
                  </dd>
                </div>
              </dl>
              <Button
                color="outline"
                disabled={busy !== null}
                onClick={() => void call('rebalance')}
                className="shrink-0"
                busy={busy === 'rebalance'}
              >
                Rebalance
              </Button>
            </div>
            <p className="text-xs text-muted">
              Rebalance after disabling, adding or moving a judge, or declaring a conflict: recipes a judge
              has voted on stay with them.
            </p>
          </>
        )}
      </form>
    </SettingsCard>
  );
}
