/** The fields of a form's values that hold free text. */
export type TextKeys<V> = { [K in keyof V]-?: string extends V[K] ? K : never }[keyof V] & string;

/**
 * Ties text fields to a form's state: `field('email')` gives a TextField (or TextareaField) its name, value, change
 * handler and message, so each field of a form names only what is its own (label, type, autofill).
 */
export function fieldBinder<V>(
  values: V,
  errors: Partial<Record<keyof V, string | undefined>>,
  change: (field: TextKeys<V>, value: string) => void,
) {
  return (name: TextKeys<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: errors[name],
  });
}

/** The change handler of a field kept in its own state: it takes the new value and clears the field's message. */
export function changeClearing(setValue: (value: string) => void, clearError: () => void) {
  return (event: { target: { value: string } }) => {
    setValue(event.target.value);
    clearError();
  };
}
