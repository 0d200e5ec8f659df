import { EmailAddress, MESSAGES, createValidationPipe } from './validation.js';
import { FormValidationException } from './http-errors.js';

class EmailForm {
  @EmailAddress()
  email: string;
}

/** The form's field messages for `body`, or its normalised value when it passes. */
async function validate(body: unknown): Promise<EmailForm | Record<string, string[]>> {
  try {
    return (await createValidationPipe().transform(body, { type: 'body', metatype: EmailForm })) as EmailForm;
  } catch (error) {
    if (error instanceof FormValidationException) return error.errors;
    throw error;
  }
}

describe(EmailAddress.name, () => {
  it('takes the address trimmed and lower-cased', async () => {
    expect(await validate({ email: '  Olivia.Grant@Example.COM ' })).toEqual({
      email: 'olivia.grant@example.com',
    });
  });

  it.each([
    ['is empty', '', MESSAGES.required],
    ['is missing', undefined, MESSAGES.required],
    ['is not an address', 'olivia', MESSAGES.email],
    ['is longer than 254 characters', `${'a'.repeat(250)}@example.com`, MESSAGES.email],
  ])('refuses an address that %s, with one message', async (_, email, message) => {
    expect(await validate({ email })).toEqual({ email: [message] });
  });
});
