import { Head, Link, router, usePage } from '@inertiajs/react';
import { type ComponentProps, useEffect } from 'react';
import { Countdown } from '@/components/countdown';
import { RecipeFormFields } from '@/components/recipe/recipe-form-fields';
import { RecipeNotice } from '@/components/recipe/recipe-notice';
import { SubmittedRecipe } from '@/components/recipe/submitted-recipe';
import {
  AutosaveLine,
  RecipeConflictPanel,
  RecipeDraftNotice,
  RecipeFormAlert,
  RecipeSaveButtons,
  RecipeTermsCheckbox,
} from '@/components/recipe/recipe-form-parts';
import { type MissingDeclarations, type SaveType, useRecipeForm } from '@/components/recipe/use-recipe-form';
import { AlertIcon, CheckCircleIcon, EyeIcon, FlameIcon, LockIcon } from '@/components/ui/icons';
import { type ModalOptions, useModal } from '@/components/ui/modal';
import { messages } from '@/lib/validation';
import type { RecipeEditorPageProps } from '@/types';
import { Eyebrow } from '@/components/eyebrow';
import { serverMessageOf } from '@shared/messages';
import { ALLERGEN_TEXTS } from '@shared/recipes/allergens';
import { dollars, GUIDANCE_PRICE_CENTS } from '@shared/recipes/food-cost';

type Props = RecipeEditorPageProps;

// The texts of specification sections 4 and 8.
const MODALS = {
  draftSaved: {
    title: 'Draft version saved!',
    text: 'We saved a draft version of your recipe. Come back later to complete your submission.',
    cancelLabel: null,
  },
  draftFailed: (email: string): ModalOptions => ({
    title: 'Something went wrong.',
    text: `We couldn't save your draft. Please try again. If the error persists, contact support at ${email}`,
    cancelLabel: null,
  }),
  confirmSubmit: {
    title: 'Confirm your submission',
    text: 'Recipe submission is final. No edits are permitted beyond this point. Do you want to continue?',
    okLabel: 'Submit',
    cancelLabel: 'Cancel',
  },
  thanks: {
    title: 'Thanks for your submission!',
    text: 'Your recipe is in. The judges will review every submission, and the finalists will present their dish at a live judging discussion in the final round. We will let you know by e-mail how it goes.',
    cancelLabel: null,
  },
  rejected: {
    title: 'Application rejected',
    text: 'Unfortunately, your supervisor has rejected his/her approval of your submission.',
    okLabel: 'Accept',
    cancelLabel: null,
  },
} satisfies Record<string, ModalOptions | ((email: string) => ModalOptions)>;

/**
 * Refusals whose message the server words for the person (a broken rule, an expired page, a file too large, too many
 * uploads, too many images being processed).
 */
const SERVER_WORDED = [403, 404, 409, 413, 419, 429, 503];

/** The question before a submission without what the contest only asks for: the allergens, the menu price or both. */
function declarationQuestion({ allergens, price }: MissingDeclarations): ModalOptions {
  const noAllergens = `No ingredient is marked with an allergen and "${ALLERGEN_TEXTS.none}" is not checked, so judges will read "${ALLERGEN_TEXTS.notDeclared}".`;
  const noPrice = `No suggested menu price is given, so judges will read your food cost at the guidance's ${dollars(GUIDANCE_PRICE_CENTS)}.`;
  if (allergens && price)
    return {
      title: 'Declare the allergens and a menu price?',
      text: `${noAllergens} ${noPrice} Go back to give them, or submit without them?`,
      okLabel: 'Submit without them',
      cancelLabel: 'Go back to give them',
    };
  return allergens
    ? {
        title: 'Declare the allergens?',
        text: `${noAllergens} Go back to mark them, or submit without them?`,
        okLabel: 'Submit without them',
        cancelLabel: 'Declare the allergens',
      }
    : {
        title: 'Give a menu price?',
        text: `${noPrice} Go back to give one, or submit without it?`,
        okLabel: 'Submit without it',
        cancelLabel: 'Give a menu price',
      };
}

export default function RecipeEditor({ recipe, editor, countdown, termsUrl, viewUrl, pricing }: Props) {
  const { contest } = usePage().props;
  const { modal, confirm } = useModal();
  const { editable } = editor;
  const form = useRecipeForm({
    recipe,
    editable,
    endpoint: (type, recipeId) =>
      type === 'submit'
        ? '/user/recipe/wanttosubmit'
        : recipeId
          ? '/user/recipe/update'
          : '/user/recipe/create',
    confirmSubmit: () => confirm(MODALS.confirmSubmit),
    draftName: 'recipe',
    declarations: pricing.declarations,
    maxMenuPriceCents: pricing.maxMenuPriceCents,
    askDeclaration: (missing) => confirm(declarationQuestion(missing)),
  });
  const { recipeId, processing, setProcessing, showProblems } = form;

  // A rejected contestant is told once, on arrival; the form stays locked.
  useEffect(() => {
    if (editor.rejected) void confirm(MODALS.rejected);
  }, [editor.rejected, confirm]);

  const save = async (type: SaveType) => {
    const answer = await form.save(type);
    if (!answer) return;
    if (answer.ok) {
      if (type === 'submit') {
        await confirm(MODALS.thanks);
        // The page comes back locked, titled 'Recipe submitted!'.
        router.reload({ onFinish: () => setProcessing(null) });
        return;
      }
      setProcessing(null);
      void confirm(MODALS.draftSaved);
      return;
    }
    const worded = SERVER_WORDED.includes(answer.status) ? serverMessageOf(answer.body) : null;
    if (worded) {
      showProblems({}, worded);
    } else if (type === 'draft') {
      void confirm(MODALS.draftFailed(contest.helpEmail));
    } else {
      showProblems({}, messages.generic);
    }
  };

  // The editor's state, said above the form: at most the rejection, or what a submission or the window means.
  const notices: ReadonlyArray<ComponentProps<typeof RecipeNotice> & { shown: boolean; text: string }> = [
    {
      shown: editor.rejected,
      tone: 'danger',
      icon: <AlertIcon />,
      title: 'Application rejected',
      testId: 'notice-rejected',
      text: 'Unfortunately, your supervisor has rejected his/her approval of your submission.',
    },
    {
      shown: editor.submitted && !editor.rejected,
      tone: 'success',
      icon: <CheckCircleIcon />,
      title: 'Your recipe is with the judges',
      testId: 'notice-submitted',
      text: 'No edits are permitted after a submission. We will let you know by e-mail how it goes.',
    },
    {
      shown: editor.notYetOpen && !editor.rejected,
      tone: 'muted',
      icon: <LockIcon />,
      title: 'The submission window opens soon',
      testId: 'notice-not-open',
      text: 'You can write, save and submit your recipe as soon as it opens.',
    },
    {
      shown: editor.closed && !editor.rejected,
      tone: 'muted',
      icon: <LockIcon />,
      title: 'The submission window is now closed!',
      testId: 'notice-closed',
      text: 'Your draft is kept, but it can no longer be changed or submitted.',
    },
    {
      shown: editor.stage === 2 && editable,
      tone: 'info',
      icon: <FlameIcon />,
      title: 'Congratulations, you are a finalist!',
      testId: 'notice-final',
      text: 'Polish your recipe for the final round and submit it again when it is ready.',
    },
  ];

  const title = editor.submitted
    ? 'Recipe submitted!'
    : editor.stage === 2
      ? 'Your final-round recipe'
      : 'Your recipe';

  const actions = (tone: 'dark' | 'light') => (
    <RecipeSaveButtons
      form={form}
      save={save}
      draftColor={tone === 'dark' ? 'outline-light' : 'outline'}
      size="lg"
    />
  );

  return (
    <>
      <Head title={title} />
      <div className="bg-ink text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-5 pt-10 pb-20 sm:px-8 lg:flex-row lg:items-end lg:justify-between lg:pt-14 lg:pb-24">
          <div>
            <Eyebrow className="text-yellow" rule="bg-yellow">
              {editor.stage === 2 ? 'Final round' : `${contest.appName} ${contest.editionYear}`}
            </Eyebrow>
            <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
            <p className="mt-3 max-w-xl text-base text-white/75">
              {editor.submitted
                ? 'Submission is final: your recipe is with the judges.'
                : editor.notYetOpen
                  ? 'Your recipe can be written here once the submission window opens.'
                  : 'Your draft saves itself as you type; submit once everything is ready.'}
            </p>
            {editable && <AutosaveLine form={form} live className="mt-2 text-yellow" />}
            {recipeId !== null && (
              <Link
                href={viewUrl}
                className="mt-4 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-white underline decoration-yellow decoration-2 underline-offset-4 hover:text-yellow"
              >
                <EyeIcon className="size-4" />
                View your recipe
              </Link>
            )}
          </div>
          {/* Large screens have the buttons at the top too (section 2); a submitted recipe has none. */}
          {!(editor.submitted && !editable) && (
            <div className="hidden shrink-0 gap-3 lg:flex" data-testid="top-actions">
              {actions('dark')}
            </div>
          )}
        </div>
      </div>

      <div className="mx-auto -mt-12 w-full max-w-5xl px-3 pb-16 sm:px-8 lg:-mt-14">
        <RecipeFormAlert alertRef={form.alert} form={form} className="mb-4 shadow-sm" />
        <RecipeDraftNotice form={form} className="mb-4 shadow-sm" />
        <RecipeConflictPanel form={form} />

        <div className="mb-4 flex flex-col gap-3 empty:hidden">
          {countdown && (
            <Countdown
              countdown={countdown}
              tone="light"
              className="w-full"
              // The window closed while the page was open: the editor locks as the server now does. What was typed
              // stays in the fields until the reload, which is only the props, not the form's state.
              onPassed={() => router.reload({ only: ['editor', 'countdown'] })}
            />
          )}
          {notices
            .filter(({ shown }) => shown)
            .map(({ testId, tone, icon, title, text }) => (
              <RecipeNotice key={testId} tone={tone} icon={icon} title={title} testId={testId}>
                {text}
              </RecipeNotice>
            ))}
        </div>

        {editor.submitted && !editable && recipe ? (
          <SubmittedRecipe recipe={recipe} />
        ) : (
          <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={processing !== null}>
            <RecipeFormFields form={form} pricing={pricing} editable={editable} confirm={confirm} hints />

            <div className="mt-4 flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:mt-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
              {editable ? (
                <RecipeTermsCheckbox
                  form={form}
                  label={
                    <>
                      I have read and accept the{' '}
                      <a
                        href={termsUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold underline decoration-yellow-deep decoration-2 underline-offset-4"
                      >
                        terms and conditions
                      </a>
                      .
                    </>
                  }
                />
              ) : (
                <p className="text-sm text-muted">
                  {editor.submitted
                    ? 'Submitted recipes cannot be changed.'
                    : 'This recipe cannot be changed right now.'}
                </p>
              )}
              <div
                className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end"
                data-testid="bottom-actions"
              >
                {editable && <AutosaveLine form={form} className="text-muted sm:mr-2" />}
                {actions('light')}
              </div>
            </div>
          </form>
        )}
      </div>
      {modal}
    </>
  );
}
