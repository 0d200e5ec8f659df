import { useState } from 'react';
import type { NoteStatus } from '@/components/judging/note-box';
import { postJson } from '@/lib/http';
import { messages } from '@/lib/validation';

const SERVER_WORDED = [403, 404, 409, 419];

/** The note's text and its saving: `save` from the note box, `saveIfChanged` before a vote moves the judge on. */
export function useNote(noteUrl: string, initial: string) {
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<NoteStatus>('idle');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  const change = (text: string) => {
    setValue(text);
    setStatus('changed');
    setError(undefined);
  };

  const save = async (): Promise<boolean> => {
    setMessage(null);
    if (value.trim() === '') {
      setError(messages.required);
      return false;
    }
    setStatus('saving');
    const { status: code, body } = await postJson<{ message?: string; errors?: { note?: string[] } }>(
      noteUrl,
      {
        note: value,
      },
    );
    if (code === 200) {
      setStatus('saved');
      return true;
    }
    setStatus('changed');
    if (code === 422 && body?.errors?.note?.[0]) setError(body.errors.note[0]);
    else setMessage(SERVER_WORDED.includes(code) && body?.message ? body.message : messages.generic);
    return false;
  };

  /** A changed, non-empty note is saved first; an untouched or emptied one does not hold the vote back. */
  const saveIfChanged = async (): Promise<boolean> => {
    if (status !== 'changed' || value.trim() === '') return true;
    return save();
  };

  return { value, change, status, error, message, save, saveIfChanged };
}
