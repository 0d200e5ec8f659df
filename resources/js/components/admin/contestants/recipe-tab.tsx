import { router } from '@inertiajs/react';
import { StatusLabel } from '@/components/admin/status-label';
import { RecipeFormFields } from '@/components/recipe/recipe-form-fields';
import {
  AutosaveLine,
  RecipeConflictPanel,
  RecipeDraftNotice,
  RecipeFormAlert,
  RecipeSaveButtons,
  RecipeTermsCheckbox,
} from '@/components/recipe/recipe-form-parts';
import { type SaveType, useRecipeForm } from '@/components/recipe/use-recipe-form';
import type { ModalOptions } from '@/components/ui/modal';
import { messages } from '@/lib/validation';
import type { RecipeEditorState, RecipePricing, RecipeProps } from '@/types';

interface RecipeTabProps {
  contestantId: number;
  recipe: RecipeProps | null;
  editor: RecipeEditorState;
  pricing: RecipePricing;
  confirm: (options: ModalOptions) => Promise<boolean>;
}

const REVIEW = {
  0: { tone: 'yellow', label: 'Pending' },
  1: { tone: 'green', label: 'Approved' },
  2: { tone: 'red', label: 'Not Approved' },
} as const;

/**
 * The recipe editor on the contestant's behalf: the contestant editor's components and checks, posting to
 * /admins/contestants/recipe/{create|update|wanttosubmit}/{userId}. Admins count as authorized and a submitted
 * recipe stays editable (section 4), so the form is open unless the server says otherwise.
 */
export function RecipeTab({ contestantId, recipe, editor, pricing, confirm }: RecipeTabProps) {
  const editable = editor.editable;
  const form = useRecipeForm({
    recipe,
    editable,
    endpoint: (type, recipeId) =>
      `/admins/contestants/recipe/${type === 'submit' ? 'wanttosubmit' : recipeId ? 'update' : 'create'}/${contestantId}`,
    confirmSubmit: () =>
      confirm({
        title: 'Confirm your submission',
        text: "The recipe is submitted on the contestant's behalf and goes to review. Do you want to continue?",
        okLabel: 'Submit',
        cancelLabel: 'Cancel',
      }),
    draftName: `recipe-of:${contestantId}`,
    declarations: pricing.declarations,
    maxMenuPriceCents: pricing.maxMenuPriceCents,
  });
  const { processing, setProcessing, showProblems } = form;

  const save = async (type: SaveType) => {
    const answer = await form.save(type);
    if (!answer) return;
    if (answer.ok) {
      await confirm({
        title: type === 'submit' ? 'Recipe submitted' : 'Draft version saved!',
        text: type === 'submit' ? 'The recipe has been submitted.' : 'The recipe has been saved.',
        cancelLabel: null,
      });
      router.reload({ onFinish: () => setProcessing(null) });
      return;
    }
    showProblems({}, messages.generic);
  };

  const state = recipe?.isComplete
    ? recipe.isSecondComplete
      ? 'Final round submitted'
      : 'Submitted'
    : 'Draft';

  return (
    <div className="flex flex-col gap-4" data-testid="recipe-tab">
      <div className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:flex-row sm:items-center sm:justify-between sm:p-7">
        <div>
          <h2 className="font-display text-xl font-semibold tracking-tight text-ink">
            {recipe ? recipe.name || 'Untitled recipe' : 'No recipe yet'}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {recipe
              ? 'Changes are saved on the contestant’s behalf, even after a submission.'
              : 'Start the recipe on the contestant’s behalf: save a draft or submit it.'}
          </p>
        </div>
        {recipe && (
          <div className="flex flex-wrap gap-2">
            <StatusLabel tone={recipe.isComplete ? 'ink' : 'grey'}>{state}</StatusLabel>
            <StatusLabel tone={REVIEW[recipe.isApproved].tone}>{REVIEW[recipe.isApproved].label}</StatusLabel>
          </div>
        )}
      </div>

      <RecipeFormAlert alertRef={form.alert} form={form} />
      <RecipeDraftNotice form={form} />
      <RecipeConflictPanel form={form} />

      <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={processing !== null}>
        <RecipeFormFields form={form} pricing={pricing} editable={editable} confirm={confirm} density="tab" />
        <div className="mt-4 flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7 lg:flex-row lg:items-center lg:justify-between">
          <RecipeTermsCheckbox
            form={form}
            label="The contestant has accepted the terms and conditions (needed to submit)."
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {editable && <AutosaveLine form={form} live className="text-muted sm:self-center" />}
            <RecipeSaveButtons form={form} save={save} />
          </div>
        </div>
      </form>
    </div>
  );
}
