import type { ReactNode, RefObject } from 'react';
import { Button, type ButtonColor, type ButtonSize } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import type { RecipeForm, SaveType } from './use-recipe-form';

/** The recipe form's summary; its wrapper takes the focus when a save fails, so the message is read out first. */
export function RecipeFormAlert({
  alertRef,
  message,
  className,
}: {
  alertRef: RefObject<HTMLDivElement | null>;
  message: string | undefined;
  className?: string;
}) {
  return (
    <div ref={alertRef} tabIndex={-1} className="outline-none">
      <FormAlert message={message ?? null} className={className} />
    </div>
  );
}

/** The terms box that a submission needs. */
export function RecipeTermsCheckbox({ form, label }: { form: RecipeForm; label: ReactNode }) {
  return (
    <Checkbox
      name="terms"
      checked={form.values.terms}
      onChange={(event) => form.setField('terms', event.target.checked)}
      error={form.errors.terms}
      disabled={form.locked}
      label={label}
    />
  );
}

/** 'Save as draft' and 'Submit', each with its spinner while its own save is in flight. */
export function RecipeSaveButtons({
  form,
  save,
  draftColor = 'outline',
  size,
}: {
  form: RecipeForm;
  save: (type: SaveType) => Promise<void>;
  draftColor?: ButtonColor;
  size?: ButtonSize;
}) {
  return (
    <>
      <Button
        color={draftColor}
        size={size}
        disabled={form.locked}
        onClick={() => void save('draft')}
        busy={form.processing === 'draft'}
      >
        Save as draft
      </Button>
      <Button
        color="yellow"
        size={size}
        disabled={form.locked}
        onClick={() => void save('submit')}
        busy={form.processing === 'submit'}
      >
        Submit
      </Button>
    </>
  );
}
