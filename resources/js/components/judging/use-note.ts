import { useCallback, useRef, useState } from 'react';
import type { NoteStatus } from '@/components/judging/note-box';
import { useFormCall } from '@/hooks/use-form-call';
import { useDraft } from '@/hooks/use-draft';
import { messages } from '@/lib/validation';
import { useKeptSend, type WriteSubject } from '@/components/judging/use-kept-send';

/**
 * Refusals worded by the server for the judge: a signed-out session, a closed round, a recipe that left the round,
 * an expired page. "Please try again" would be wrong for each: trying again gives the same answer.
 */
export const JUDGE_WORDED = [401, 403, 404, 409, 419];

/** The note's text and its saving: `save` from the note box, `saveIfChanged` before a vote moves the judge on. */
export function useNote(noteUrl: string, initial: string, subject: WriteSubject) {
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<NoteStatus>('idle');
  // The text as typed, also while a save is on its way (the state a save's closure holds is the text it sent).
  const latest = useRef(initial);
  const [savedText, setSavedText] = useState(initial);
  // A note typed but not saved survives a look at another recipe or a reload.
  const restoreDraft = useCallback((draft: string) => {
    latest.current = draft;
    setValue(draft);
    setStatus('changed');
  }, []);
  useDraft(`note:${noteUrl}`, value, savedText, restoreDraft);
  const call = useFormCall<true, 'note'>({ data: () => true, worded: JUDGE_WORDED, fields: ['note'] });
  const sendKept = useKeptSend(call, 'note', subject);

  const change = (text: string) => {
    latest.current = text;
    setValue(text);
    setStatus('changed');
    call.clearError('note');
  };

  const save = async (): Promise<boolean> => {
    call.setMessage(null);
    if (value.trim() === '') {
      call.setErrors({ note: messages.required });
      return false;
    }
    const sent = value;
    setStatus('saving');
    const { result, kept } = await sendKept(noteUrl, { note: sent });
    const saved = result.ok || kept;
    if (saved) setSavedText(sent);
    // What was typed while the note was on its way is not stored yet: it stays to save (and a vote saves it first).
    setStatus(saved && latest.current === sent ? (kept ? 'kept' : 'saved') : 'changed');
    return saved;
  };

  /** A changed, non-empty note is saved first; an untouched or emptied one does not hold the vote back. */
  const saveIfChanged = async (): Promise<boolean> => {
    if (status !== 'changed' || value.trim() === '') return true;
    return save();
  };

  return { value, change, status, error: call.errors.note, message: call.message, save, saveIfChanged };
}
