import { completesStage, type RecipeFacts, recipeEditorState } from './recipe-rules.js';

const draft: RecipeFacts = {
  actor: 'contestant',
  phase: 'open',
  authorization: 2,
  isFinalist: false,
  isComplete: false,
  isSecondComplete: false,
};

/** What the editor shows once the stage's recipe is submitted: "Recipe submitted!", nothing to edit. */
const submittedIn = (stage: 1 | 2) => ({ stage, editable: false, submitted: true, lock: 'submitted' });

describe(recipeEditorState.name, () => {
  it('opens stage 1 while the recipe is not submitted and the window is open', () => {
    expect(recipeEditorState(draft)).toEqual({
      stage: 1,
      editable: true,
      submitted: false,
      rejected: false,
      notYetOpen: false,
      closed: false,
      lock: null,
    });
  });

  it('lets a contestant who waits for the supervisor edit and submit', () => {
    expect(recipeEditorState({ ...draft, authorization: 0 }).editable).toBe(true);
  });

  it('locks stage 1 once submitted: "Recipe submitted!"', () => {
    expect(recipeEditorState({ ...draft, isComplete: true })).toMatchObject(submittedIn(1));
  });

  // Before the window the editor says it has not opened, not that it closed.
  it.each([
    ['coming_soon', { notYetOpen: true, closed: false, lock: 'not_open' }],
    ['closed', { notYetOpen: false, closed: true, lock: 'closed' }],
  ] as const)('locks stage 1 outside the submission window (%s)', (phase, lock) => {
    expect(recipeEditorState({ ...draft, phase })).toMatchObject({ editable: false, ...lock });
  });

  it('opens stage 2 for a finalist after stage 1, whatever the phase, until it is submitted', () => {
    const finalist = { ...draft, isFinalist: true, isComplete: true, phase: 'closed' as const };
    expect(recipeEditorState(finalist)).toMatchObject({ stage: 2, editable: true, lock: null });
    expect(recipeEditorState({ ...finalist, isSecondComplete: true })).toMatchObject(submittedIn(2));
  });

  it('keeps a finalist without a stage-1 submission in stage 1', () => {
    expect(recipeEditorState({ ...draft, isFinalist: true }).stage).toBe(1);
  });

  it('locks a rejected contestant, before any other reason', () => {
    expect(recipeEditorState({ ...draft, authorization: 1 })).toMatchObject({
      editable: false,
      rejected: true,
      lock: 'rejected',
    });
    expect(recipeEditorState({ ...draft, authorization: 1, isComplete: true })).toMatchObject({
      submitted: true,
      rejected: true,
      lock: 'rejected',
    });
  });

  it('treats is_complete as false and the authorization as 2 for admins, in any phase', () => {
    expect(
      recipeEditorState({
        ...draft,
        actor: 'admin',
        authorization: 1,
        isComplete: true,
        isFinalist: true,
        phase: 'closed',
      }),
    ).toEqual({
      stage: 1,
      editable: true,
      submitted: false,
      rejected: false,
      notYetOpen: false,
      closed: false,
      lock: null,
    });
  });
});

describe(completesStage.name, () => {
  it('is true only for the first submission of a stage', () => {
    expect(completesStage(1, { isComplete: false, isSecondComplete: false })).toBe(true);
    expect(completesStage(1, { isComplete: true, isSecondComplete: false })).toBe(false);
    expect(completesStage(2, { isComplete: true, isSecondComplete: false })).toBe(true);
    expect(completesStage(2, { isComplete: true, isSecondComplete: true })).toBe(false);
  });
});
