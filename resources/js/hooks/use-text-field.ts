import { useState } from 'react';

/**
 * A text field kept in its own state with its message: `bind` goes on the TextField or TextareaField (the value, a
 * change that drops the message, the message).
 */
export function useTextField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const bind = {
    value,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setError(undefined);
    },
    error,
  };
  return { value, setValue, error, setError, bind };
}
