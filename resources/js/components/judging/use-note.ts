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

/**
 * A judge's text on a recipe, saved by its own call (Idempotency-Key, kept on the device while offline): the private
 * note (required when saved) or the comment for the chef (optional: saving it empty clears it).
 */
function useJudgeText(field: 'note' | 'comment', url: string, initial: string, subject: WriteSubject) {
  const required = field === 'note';
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<NoteStatus>('idle');
  // The text as typed, also while a save is on its way (the state a save's closure holds is the text it sent).
  const latest = useRef(initial);
  const [savedText, setSavedText] = useState(initial);
  // A text typed but not saved survives a look at another recipe or a reload.
  const restoreDraft = useCallback((draft: string) => {
    latest.current = draft;
    setValue(draft);
    setStatus('changed');
  }, []);
  useDraft(`${field}:${url}`, value, savedText, restoreDraft);
  const call = useFormCall<true, typeof field>({ data: () => true, worded: JUDGE_WORDED, fields: [field] });
  const sendKept = useKeptSend(call, field, subject);

  const change = (text: string) => {
    latest.current = text;
    setValue(text);
    setStatus('changed');
    call.clearError(field);
  };

  const save = async (): Promise<boolean> => {
    call.setMessage(null);
    if (required && value.trim() === '') {
      call.setErrors({ [field]: messages.required });
      return false;
    }
    const sent = value;
    setStatus('saving');
    const { result, kept } = await sendKept(url, { [field]: sent });
    const saved = result.ok || kept;
    if (saved) setSavedText(sent);
    // What was typed while the text was on its way is not stored yet: it stays to save (and a vote saves it first).
    setStatus(saved && latest.current === sent ? (kept ? 'kept' : 'saved') : 'changed');
    return saved;
  };

  /**
   * A changed text is saved first; an untouched one does not hold the vote back, nor an emptied note (a note cannot
   * be empty). An emptied comment is saved: it clears the comment.
   */
  const saveIfChanged = async (): Promise<boolean> => {
    if (status !== 'changed' || (required && value.trim() === '')) return true;
    return save();
  };

  return { value, change, status, error: call.errors[field], message: call.message, save, saveIfChanged };
}

/** The private note's text and its saving: `save` from the note box, `saveIfChanged` before a vote moves the judge on. */
export function useNote(noteUrl: string, initial: string, subject: WriteSubject) {
  return useJudgeText('note', noteUrl, initial, subject);
}

/** The comment for the chef, saved as the note is. */
export function useChefComment(commentUrl: string, initial: string, subject: WriteSubject) {
  return useJudgeText('comment', commentUrl, initial, subject);
}
