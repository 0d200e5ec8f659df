import {
  CALL_MESSAGES,
  fieldErrorsOf,
  readFormAnswer,
  serverMessageOf,
  submissionSummary,
} from './messages.js';

const GENERIC = 'An error has occurred. Please try again!';
const refused = { message: 'Your account is disabled.' };
const invalid = {
  message: 'There were 2 errors in your submission',
  errors: { email: ['This field must be a valid email'], password: ['This field is required'] },
};

/** A failed call as the form reads it: a message, and for a 422 the field messages. */
const failed = (message: string | null) => ({ ok: false, invalid: false, errors: {}, message });
const rejected = (message: string | null, errors: Record<string, string> = {}) => ({
  ok: false,
  invalid: true,
  errors,
  message,
});

describe('messages', () => {
  describe('submissionSummary', () => {
    it('says "There was 1 error" for one, and the specification\'s sentence otherwise', () => {
      expect(submissionSummary(1)).toBe('There was 1 error in your submission');
      expect(submissionSummary(2)).toBe('There were 2 errors in your submission');
      expect(submissionSummary(6)).toBe('There were 6 errors in your submission');
    });
  });

  it('words the generic message as the specification does', () => {
    expect(CALL_MESSAGES.generic).toBe(GENERIC);
  });

  describe('fieldErrorsOf', () => {
    it('takes the first message of each field, as a list or a single text', () => {
      expect(fieldErrorsOf({ errors: { a: ['first', 'second'], b: 'only', c: [], d: [3], e: '' } })).toEqual({
        a: 'first',
        b: 'only',
      });
    });

    it('keeps only the fields the form has when told them', () => {
      expect(fieldErrorsOf(invalid, ['email', 'name'])).toEqual({
        email: 'This field must be a valid email',
      });
    });

    it('finds nothing in a body without errors', () => {
      expect(fieldErrorsOf(null)).toEqual({});
      expect(fieldErrorsOf({ message: 'x' })).toEqual({});
      expect(fieldErrorsOf({ errors: 'x' })).toEqual({});
    });
  });

  describe('serverMessageOf', () => {
    it('reads a non-empty text only', () => {
      expect(serverMessageOf(refused)).toBe('Your account is disabled.');
      expect(serverMessageOf({ message: '' })).toBeNull();
      expect(serverMessageOf({ message: 4 })).toBeNull();
      expect(serverMessageOf(null)).toBeNull();
    });
  });

  describe('readFormAnswer', () => {
    it('hands over the body of a 200', () => {
      expect(readFormAnswer(200, { data: { id: 1 } })).toEqual({ ok: true, data: { data: { id: 1 } } });
    });

    it('hands over what the form picks from a 200', () => {
      const data = (body: unknown) => (body as { data?: { id: number } | null }).data;
      expect(readFormAnswer(200, { data: { id: 7 } }, { data })).toEqual({ ok: true, data: { id: 7 } });
    });

    it('reads a 200 without what the form needs as a failure with the generic message', () => {
      const data = (body: unknown) => (body as { data?: unknown } | null)?.data;
      expect(readFormAnswer(200, { data: null }, { data })).toEqual(failed(GENERIC));
      expect(readFormAnswer(200, null)).toEqual(failed(GENERIC));
    });

    it('shows the field messages of a 422 and no summary while a field of the form carries one', () => {
      expect(readFormAnswer(422, invalid, { fields: ['email', 'password'] })).toEqual(
        rejected(null, { email: 'This field must be a valid email', password: 'This field is required' }),
      );
    });

    it('shows the "There were N errors" summary of a 422 beside the field messages when the form always does', () => {
      expect(readFormAnswer(422, invalid, { summaryAlways: true })).toEqual(
        rejected('There were 2 errors in your submission', {
          email: 'This field must be a valid email',
          password: 'This field is required',
        }),
      );
    });

    it('shows the summary of a 422 whose fields are none of the form', () => {
      const answer = { message: 'There was 1 error in your submission', errors: { body: ['x'] } };
      expect(readFormAnswer(422, answer, { fields: ['email'] })).toEqual(
        rejected('There was 1 error in your submission'),
      );
    });

    it('falls back to the generic message for a 422 without a summary', () => {
      expect(readFormAnswer(422, { errors: { note: [] } }, { fields: ['note'] })).toEqual(rejected(GENERIC));
      expect(readFormAnswer(422, { message: 'Not an image' }, { summaryAlways: true })).toEqual(
        rejected('Not an image'),
      );
    });

    it.each([403, 419, 429])("shows the server's message of a %i by default", (status) => {
      expect(readFormAnswer(status, refused)).toEqual(failed('Your account is disabled.'));
    });

    it.each([403, 419, 429])('shows the generic message of a %i without a message', (status) => {
      expect(readFormAnswer(status, null)).toEqual(failed(GENERIC));
      expect(readFormAnswer(status, { message: '' })).toEqual(failed(GENERIC));
    });

    it("shows the server's message only for the statuses the form words", () => {
      expect(readFormAnswer(419, refused, { worded: [403, 429] }).ok).toBe(false);
      expect(readFormAnswer(419, refused, { worded: [403, 429] })).toMatchObject({ message: GENERIC });
      expect(readFormAnswer(409, refused, { worded: [409] })).toMatchObject({ message: refused.message });
      // The admin forms show the generic message whatever the server says.
      expect(readFormAnswer(403, refused, { worded: [] })).toMatchObject({ message: GENERIC });
    });

    it('shows the generic message of a 500, even with a message, and of a 422 not about fields', () => {
      expect(readFormAnswer(500, { message: 'Internal' })).toEqual(failed(GENERIC));
      expect(readFormAnswer(422, refused)).toEqual(failed(GENERIC));
    });

    it('shows the generic message when the call got no answer (network failure)', () => {
      expect(readFormAnswer(0, null)).toEqual(failed(GENERIC));
    });
  });
});
