import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { StatusSwitch } from '@/components/admin/switch-field';
import { ImageDropzone } from '@/components/recipe/image-dropzone';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldBinder } from '@/lib/field-props';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { messages } from '@/lib/validation';
import type { PastEditionFormPageProps, RecipeImageProps } from '@/types';
import { BlockTableEditor } from './block-table-editor';
import {
  type EditorBlock,
  type EditorFact,
  factErrors,
  fromEditorBlocks,
  fromEditorFacts,
  tableErrors,
  toEditorBlocks,
  toEditorFacts,
} from './editor-rows';
import { NutritionEditor } from './nutrition-editor';
import { FormSection, RecordFormLayout } from './record-form-layout';
import { useRecordSave } from './use-record-save';
import type { FormRequest } from '@/hooks/use-form-call';

/** Section 5's wording for the tables and the images. */
const EMPTY_TABLE = 'The field is required';
const IMAGES = [
  { name: 'chef', label: 'Chef image', required: 'The chef image is required', round: false },
  { name: 'chefthumb', label: 'Chef image thumb', required: 'The chef image thumb is required', round: true },
  { name: 'recipe', label: 'Recipe image', required: 'The recipe image is required', round: false },
] as const;
type ImageName = (typeof IMAGES)[number]['name'];

/** The two block tables, edited alike. */
const BLOCK_TABLES = [
  {
    field: 'ingredients',
    heading: 'Ingredients',
    lead: 'Group the ingredients in blocks if the recipe has parts; a single block needs no title.',
    lineLabel: 'Ingredient',
  },
  { field: 'preparation', heading: 'Preparation', lead: 'One step a line, in order.', lineLabel: 'Step' },
] as const;
type BlockField = (typeof BLOCK_TABLES)[number]['field'];
const NO_BLOCKS = [{ title: '', lines: [] }];

const TEXT_FIELDS = [
  'year',
  'chef_name',
  'chef_description',
  'recipe_name',
  'recipe_description',
  'prep_time',
  'cook_time',
  'yield',
  'tips',
  'allergens',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
const OPTIONAL: readonly TextName[] = ['tips', 'allergens'];

/**
 * The past edition form (specification sections 2, 5 and 7): the chef and the recipe, the ingredient and
 * preparation block tables, the nutritional facts table, three images and the Enabled/Disabled toggle.
 */
export function PastEditionForm({ edition, draft }: PastEditionFormPageProps) {
  const { csrf } = usePage().props;
  const { frame, errors, clear, clearTable, confirm } = useRecordSave('Edition saved');
  const [text, setText] = useState<Record<TextName, string>>(() => ({
    year: edition ? String(edition.year) : draft ? String(draft.year) : '',
    chef_name: edition?.chef_name ?? draft?.chef_name ?? '',
    chef_description: edition?.chef_description ?? '',
    recipe_name: edition?.recipe_name ?? draft?.recipe_name ?? '',
    recipe_description: edition?.recipe_description ?? draft?.recipe_description ?? '',
    prep_time: edition?.prep_time ?? '',
    cook_time: edition?.cook_time ?? '',
    yield: edition?.yield ?? '',
    tips: edition?.tips ?? '',
    allergens: edition?.allergens ?? '',
  }));
  const [active, setActive] = useState(edition?.is_active ?? false);
  const [blocks, setBlocks] = useState<Record<BlockField, EditorBlock[]>>(() => ({
    ingredients: toEditorBlocks(edition?.ingredients ?? draft?.ingredients ?? NO_BLOCKS),
    preparation: toEditorBlocks(edition?.preparation ?? draft?.preparation ?? NO_BLOCKS),
  }));
  const [facts, setFacts] = useState<EditorFact[]>(() => toEditorFacts(edition?.nutritional_facts ?? []));
  const [files, setFiles] = useState<Partial<Record<ImageName, File>>>({});
  // What the page opened with, in the shape that is sent (row keys left out): a form changed back is no change.
  const stored = {
    text,
    active,
    ingredients: fromEditorBlocks(blocks.ingredients),
    preparation: fromEditorBlocks(blocks.preparation),
    facts: fromEditorFacts(facts),
  };
  const [opened] = useState(stored);
  useUnsavedChanges(Object.keys(files).length > 0 || differs(stored, opened));

  const existing: Record<ImageName, RecipeImageProps | null> = {
    chef: edition?.chef ?? draft?.chef ?? null,
    chefthumb: edition?.chefthumb ?? draft?.chefthumb ?? null,
    recipe: edition?.recipe ?? draft?.recipe ?? null,
  };

  const field = fieldBinder(text, errors, (name, value) => {
    setText((current) => ({ ...current, [name]: value }));
    clear(name);
  });

  const check = () => {
    const found: Record<string, string> = {};
    for (const name of TEXT_FIELDS) {
      if (!OPTIONAL.includes(name) && !text[name].trim()) found[name] = messages.required;
    }
    for (const table of BLOCK_TABLES)
      Object.assign(found, tableErrors(table.field, blocks[table.field], messages.required, EMPTY_TABLE));
    Object.assign(found, factErrors(facts, messages.required, EMPTY_TABLE));
    for (const image of IMAGES)
      if (!files[image.name] && !existing[image.name]) found[image.name] = image.required;
    return found;
  };

  const request = (): FormRequest => {
    const form = new FormData();
    if (edition) form.set('id', String(edition.id));
    for (const name of TEXT_FIELDS) form.set(name, text[name].trim());
    for (const table of BLOCK_TABLES)
      form.set(table.field, JSON.stringify(fromEditorBlocks(blocks[table.field])));
    form.set('nutritional_facts', JSON.stringify(fromEditorFacts(facts)));
    for (const image of IMAGES) {
      const file = files[image.name];
      form.set(`${image.name}_file`, String(Boolean(file)));
      // The new file, or the stored image's address (section 7: "file or existing value").
      form.set(image.name, file ?? existing[image.name]?.original ?? '');
    }
    form.set('is_active', String(active));
    // The recipe's images are copied by the server when the edition is saved, never before.
    if (!edition && draft) form.set('from_recipe', String(draft.fromRecipe));
    return {
      url: edition ? `/admins/past-editions/update/${edition.id}` : '/admins/past-editions/create',
      multipart: form,
      csrf,
    };
  };

  const title = edition ? `${edition.year}: ${edition.recipe_name}` : 'New past edition';
  return (
    <RecordFormLayout
      {...frame(check, request)}
      eyebrow="Past editions"
      title={title}
      lead={
        draft ? (
          <span data-testid="archive-notice">
            Filled in from “{draft.source.recipeName}” by {draft.source.contestant}. Add the chef description,
            times, yield and nutritional facts, and check the rest. Nothing is published until you enable the
            edition and save it.
          </span>
        ) : (
          'A winning recipe of an earlier edition. Enabled editions are listed on the landing page and have a page of their own.'
        )
      }
      backHref="/admins/past-editions"
      backLabel="All past editions"
      submitLabel={edition ? 'Save changes' : 'Create edition'}
    >
      <FormSection id="edition-chef" title="Edition and chef">
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <TextField label="Year" inputMode="numeric" maxLength={4} autoComplete="off" {...field('year')} />
          <TextField label="Chef name" maxLength={200} autoComplete="off" {...field('chef_name')} />
        </div>
        <TextareaField label="Chef description" rows={4} maxLength={10000} {...field('chef_description')} />
        <StatusSwitch
          hint="Only enabled editions are shown on the site."
          checked={active}
          onChange={setActive}
        />
      </FormSection>

      <FormSection id="edition-recipe" title="Recipe">
        <TextField label="Recipe name" maxLength={200} autoComplete="off" {...field('recipe_name')} />
        <TextareaField
          label="Recipe description"
          rows={4}
          maxLength={10000}
          {...field('recipe_description')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label="Prep time" placeholder="e.g. 30 min" maxLength={50} {...field('prep_time')} />
          <TextField label="Cook time" placeholder="e.g. 2 h" maxLength={50} {...field('cook_time')} />
          <TextField label="Yield" placeholder="e.g. 8 portions" maxLength={50} {...field('yield')} />
        </div>
        {BLOCK_TABLES.map((table) => (
          <BlockTableEditor
            key={table.field}
            {...table}
            blocks={blocks[table.field]}
            onChange={(next) => {
              setBlocks((current) => ({ ...current, [table.field]: next }));
              clearTable(table.field);
            }}
            errors={errors}
            confirm={confirm}
          />
        ))}
        <NutritionEditor
          facts={facts}
          onChange={(rows) => {
            setFacts(rows);
            clearTable('nutritional_facts');
          }}
          errors={errors}
          confirm={confirm}
        />
        <TextareaField label="Tips (optional)" rows={3} maxLength={10000} {...field('tips')} />
        <TextareaField label="Allergens (optional)" rows={2} maxLength={10000} {...field('allergens')} />
      </FormSection>

      <FormSection
        id="edition-images"
        title="Images"
        lead="JPG, PNG or HEIC. The thumb is the chef's round portrait in lists."
      >
        <div className="grid gap-6 md:grid-cols-3">
          {IMAGES.map((image) => (
            <ImageDropzone
              key={image.name}
              label={image.label}
              name={image.name}
              existing={existing[image.name]}
              onFile={(file) => {
                setFiles((current) => ({ ...current, [image.name]: file }));
                clear(image.name);
              }}
              error={errors[image.name]}
              round={image.round}
            />
          ))}
        </div>
      </FormSection>
    </RecordFormLayout>
  );
}
