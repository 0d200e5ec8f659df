import { Head, Link } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import type { JudgeAccountPageProps, SaveAllergiesAnswer } from '@shared/auth/judge-account.props';
import { type Allergen, ALLERGEN_LABELS, ALLERGENS, sortAllergens } from '@shared/recipes/allergens';

/** The judge's account: the allergies they note, so their list and vote pages warn them about recipes with one. */
export default function JudgeAccount({ judge, allergies: initial, saveUrl, listUrl }: JudgeAccountPageProps) {
  const [allergies, setAllergies] = useState<Allergen[]>(initial);
  const [stored, setStored] = useState<Allergen[]>(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const call = useFormCall<SaveAllergiesAnswer['data']>({ data: dataOf });
  useUnsavedChanges(differs(allergies, stored));

  const toggle = (allergen: Allergen, checked: boolean) => {
    setSaved(null);
    setAllergies((current) =>
      sortAllergens(checked ? [...current, allergen] : current.filter((a) => a !== allergen)),
    );
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const answer = await call.send<SaveAllergiesAnswer>({ url: saveUrl, json: { allergies } });
    if (!answer.ok) return;
    setAllergies(answer.data.allergies);
    setStored(answer.data.allergies);
    setSaved(answer.body?.message ?? null);
  }

  return (
    <>
      <Head title="My account" />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-10 sm:px-8">
        <Link
          href={listUrl}
          className="inline-flex w-fit items-center gap-2 text-sm font-semibold hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          Recipe list
        </Link>
        <header>
          <h1 className="font-display text-3xl font-semibold text-ink">My account</h1>
          <p className="mt-1 text-sm text-muted">
            {judge.name} · {judge.email}
          </p>
        </header>
        <form
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand"
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="font-display text-xl font-semibold text-ink">My allergies</legend>
            <p className="text-sm text-muted">
              Recipes that contain one of these show a warning on your list and vote page. They stay in your
              list.
            </p>
            <div className="grid gap-3 sm:grid-cols-3">
              {ALLERGENS.map((allergen) => (
                <Checkbox
                  key={allergen}
                  name="allergies"
                  value={allergen}
                  label={ALLERGEN_LABELS[allergen]}
                  checked={allergies.includes(allergen)}
                  onChange={(event) => toggle(allergen, event.target.checked)}
                />
              ))}
            </div>
            {call.errors.allergies && (
              <p className="text-sm font-medium text-danger">{call.errors.allergies}</p>
            )}
          </fieldset>
          <FormAlert message={call.message} />
          {saved && (
            <p role="status" className="text-sm font-semibold text-ink" data-testid="allergies-saved">
              {saved}
            </p>
          )}
          <Button type="submit" color="yellow" busy={call.busy} className="self-start">
            Save my allergies
          </Button>
        </form>
      </div>
    </>
  );
}
