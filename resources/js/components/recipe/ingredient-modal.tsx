import { useState } from 'react';
import { MEASURE_KEYS, MEASURES, rowTotal } from '@shared/recipes/ingredients';
import { DecimalInput } from '@/components/recipe/decimal-input';
import { FieldFrame } from '@/components/ui/field-frame';
import { ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  DECIMAL_FIELDS,
  type EditorRow,
  isMeasureKey,
  ROW_FIELD_LABELS,
  type RowField,
  rowErrors,
  withName,
} from '@/lib/recipe-form';
import { AllergenMarks } from '@/components/recipe/allergen-marks';
import { money } from '@shared/copy';
import { fieldBinder } from '@/lib/field-props';

export const MEASURE_OPTIONS = MEASURE_KEYS.map((key) => ({ value: key, label: MEASURES[key] }));

interface IngredientModalProps {
  open: boolean;
  /** The row to edit, or a new empty row to add. */
  row: EditorRow;
  mode: 'add' | 'edit';
  onSave: (row: EditorRow) => void;
  onClose: () => void;
}

/** The add/edit modal of the ingredients list (under 1024px): every field required, decimals checked. */
export function IngredientModal({ open, row, mode, onSave, onClose }: IngredientModalProps) {
  const [draft, setDraft] = useState(row);
  const [errors, setErrors] = useState<Partial<Record<RowField, string>>>({});
  const [shown, setShown] = useState<{ open: boolean; key: number }>({ open, key: row.key });
  if (open !== shown.open || row.key !== shown.key) {
    // Opened (again) or for another row: start from that row, without old messages.
    setShown({ open, key: row.key });
    if (open) {
      setDraft(row);
      setErrors({});
    }
  }

  const set = (field: RowField, value: string) => {
    setDraft((current) =>
      field === 'ingredient' ? withName(current, value) : { ...current, [field]: value },
    );
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = () => {
    const found = rowErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({ ...draft, ingredient: draft.ingredient.trim() });
  };

  const field = fieldBinder(draft, errors, set);
  return (
    <ModalForm
      open={open}
      title={mode === 'add' ? 'Add ingredient' : 'Edit ingredient'}
      mode={mode}
      onSave={save}
      onClose={onClose}
      testId="ingredient-form"
    >
      <TextField label="Ingredient" maxLength={200} autoComplete="off" {...field('ingredient')} />
      <AllergenMarks
        legend="Allergens"
        hint="Suggested from the name: check what this ingredient contains."
        allergens={draft.allergens}
        onChange={(allergens) => setDraft((current) => ({ ...current, allergens, allergensAuto: false }))}
      />
      <SelectField
        label="Unit"
        name="measure"
        options={MEASURE_OPTIONS}
        placeholder="Select a unit"
        value={draft.measure}
        onChange={(event) => set('measure', isMeasureKey(event.target.value) ? event.target.value : '')}
        error={errors.measure}
      />
      <div className="grid grid-cols-2 gap-3">
        {DECIMAL_FIELDS.map((field) => (
          <FieldFrame key={field} label={ROW_FIELD_LABELS[field]} name={field} error={errors[field]}>
            {(control) => (
              <DecimalInput
                {...control}
                name={field}
                value={draft[field]}
                onValueChange={(value) => set(field, value)}
                invalid={Boolean(errors[field])}
                className="h-12"
              />
            )}
          </FieldFrame>
        ))}
      </div>
      <p className="flex items-baseline justify-between rounded-xl bg-cream px-4 py-3 text-sm">
        <span className="font-semibold text-muted">Total</span>
        <span className="font-semibold text-ink tabular-nums" data-testid="ingredient-form-total">
          {money(rowTotal(draft), 'total')}
        </span>
      </p>
    </ModalForm>
  );
}
