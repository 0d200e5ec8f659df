import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ImageDropzone } from '@/components/recipe/image-dropzone';
import { AllergensPanel } from '@/components/recipe/allergens-panel';
import { IngredientsEditor } from '@/components/recipe/ingredients-editor';
import { MenuPricePanel } from '@/components/recipe/menu-price-panel';
import type { DeclarationPolicy } from '@shared/recipes/allergens';
import type { RecipeForm } from '@/components/recipe/use-recipe-form';
import type { ModalOptions } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { recipeLimits } from '@/lib/recipe-form';
import { fieldBinder } from '@/lib/field-props';

interface RecipeFormFieldsProps {
  form: RecipeForm;
  /** The contest's settings the price field follows: asked or required, and its maximum in cents. */
  pricing: { declarations: DeclarationPolicy; maxMenuPriceCents: number };
  editable: boolean;
  confirm: (options: ModalOptions) => Promise<boolean>;
  /** The contestant gets hints under the fields; the admin, who knows the form, does not. */
  hints?: boolean;
  /** 'page' for the contestant's full-width editor, 'tab' for the narrower admin tab. */
  density?: 'page' | 'tab';
}

/** The dish, then the chef: the headshot is drawn round. */
const IMAGES = [
  { name: 'recipe', label: 'Recipe image', hint: 'A photo of the plated dish.' },
  { name: 'headshot', label: 'Headshot image', hint: 'A photo of you, the chef.' },
] as const;

/** The four cards of the recipe editor (name and description, ingredients, preparation, images). */
export function RecipeFormFields({
  form,
  pricing,
  editable,
  confirm,
  hints = false,
  density = 'page',
}: RecipeFormFieldsProps) {
  const { values, errors, setField, setRows, clearRowError, setImage } = form;
  const padding = density === 'page' ? 'sm:p-8' : 'sm:p-7';
  const field = fieldBinder(values, errors, setField);
  return (
    <fieldset
      disabled={!editable}
      className={clsx('flex min-w-0 flex-col gap-4', density === 'page' && 'sm:gap-6')}
    >
      <Card padding={padding}>
        <div className="flex flex-col gap-5">
          <TextField
            label="Recipe name"
            maxLength={recipeLimits.name}
            autoComplete="off"
            {...field('name')}
          />
          <TextareaField
            label="Recipe description"
            maxLength={recipeLimits.text}
            rows={4}
            hint={
              hints ? 'What makes the dish special: the idea, the flavours, where it comes from.' : undefined
            }
            {...field('description')}
          />
        </div>
      </Card>

      <Card padding={padding}>
        <IngredientsEditor
          rows={values.rows}
          onRowsChange={setRows}
          errors={errors}
          onFieldEdited={clearRowError}
          editable={editable}
          confirm={confirm}
        />
      </Card>

      <Card padding={padding}>
        <MenuPricePanel
          rows={values.rows}
          price={values.menuPrice}
          onPriceChange={(price) => setField('menuPrice', price)}
          error={errors.menu_price}
          maxCents={pricing.maxMenuPriceCents}
          declarations={pricing.declarations}
        />
      </Card>

      <Card padding={padding}>
        <AllergensPanel
          rows={values.rows}
          onRowsChange={setRows}
          allergensNone={values.allergensNone}
          onNoneChange={(none) => setField('allergensNone', none)}
          error={errors.allergens_none}
          editable={editable}
        />
      </Card>

      <Card padding={padding}>
        <TextareaField
          label="Preparation"
          maxLength={recipeLimits.text}
          rows={8}
          hint={hints ? 'The steps, in order. Leave an empty line between steps.' : undefined}
          {...field('preparation')}
        />
      </Card>

      <Card padding={padding}>
        <div className="grid gap-6 sm:grid-cols-2">
          {IMAGES.map(({ name, label, hint }) => (
            <ImageDropzone
              key={name}
              label={label}
              name={name}
              description={hints ? hint : undefined}
              existing={values[name].existing}
              onFile={(file) => setImage(name, file)}
              disabled={!editable}
              error={errors[name]}
              round={name === 'headshot'}
            />
          ))}
        </div>
      </Card>
    </fieldset>
  );
}

function Card({ children, padding }: { children: ReactNode; padding: string }) {
  return (
    <section className={clsx('rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand', padding)}>
      {children}
    </section>
  );
}
