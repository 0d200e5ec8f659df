// State, client-side checks and server-error mapping shared by the registration and 'My Profile' forms.
// The rules mirror the server's (src/contestants/dto/profile-form.dto.ts) and use the same shared modules, so the
// two always agree; the server has the final word.
import { useState } from 'react';
import { type CallResult, type FormRequest, useFormCall } from '@/hooks/use-form-call';
import { isEmail, messages } from '@/lib/validation';
import type { ContestantTypeName, ProfileFormValues } from '@/types';
import { isPhoneNumber } from '@shared/contestants/phone';
import {
  isCompanyDomainEmail,
  PROFILE_MESSAGES,
  supervisorDomainMessage,
  tooLongMessage,
} from '@shared/contestants/profile-messages';
import { isCountryCode, isPostalCodeOf, isRegionOf } from '@shared/contestants/regions';

export interface ProfileFormState extends ProfileFormValues {
  /** Registration of company employees only: the supervisor authorization checkbox. */
  authorization: boolean;
}

export type ProfileField = keyof ProfileFormState;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PERSONAL_FIELDS = ['name', 'lastname', 'email', 'phone'] as const satisfies ProfileField[];
export const ORGANIZATION_FIELDS = [
  'business_name',
  'manager_name',
  'manager_email',
  'authorization',
] as const satisfies ProfileField[];
export const ADDRESS_FIELDS = [
  'country',
  'address',
  'city',
  'state',
  'zip',
] as const satisfies ProfileField[];
/** In the order they appear on the page, so the first error can be focused. */
export const ALL_FIELDS: readonly ProfileField[] = [
  ...PERSONAL_FIELDS,
  ...ORGANIZATION_FIELDS,
  ...ADDRESS_FIELDS,
];

export interface ProfileRules {
  typeuser: ContestantTypeName;
  companyDomains: readonly string[];
  /** Registration: the supervisor fields are typed here. Profile: they are read-only and not checked. */
  supervisorEditable: boolean;
  /** Registration of an employee: the authorization checkbox must be ticked. */
  requireAuthorization: boolean;
}

function required(value: string): string | undefined {
  return value.trim() === '' ? messages.required : undefined;
}

function text(value: string, max: number): string | undefined {
  return required(value) ?? (value.trim().length > max ? tooLongMessage(max) : undefined);
}

/** The first message for each failing field among `fields`. */
export function validateProfile(
  values: ProfileFormState,
  rules: ProfileRules,
  fields: readonly ProfileField[] = ALL_FIELDS,
): ProfileErrors {
  const check: Partial<Record<ProfileField, () => string | undefined>> = {
    name: () => text(values.name, 100),
    lastname: () => text(values.lastname, 100),
    phone: () => required(values.phone) ?? (isPhoneNumber(values.phone) ? undefined : messages.format),
    country: () =>
      required(values.country) ??
      (isCountryCode(values.country) ? undefined : PROFILE_MESSAGES.chooseCountry),
    address: () => text(values.address, 200),
    city: () => text(values.city, 100),
    state: () =>
      required(values.state) ??
      (!isCountryCode(values.country) || isRegionOf(values.country, values.state)
        ? undefined
        : PROFILE_MESSAGES.chooseRegion),
    zip: () =>
      required(values.zip) ??
      (!isCountryCode(values.country) || isPostalCodeOf(values.country, values.zip)
        ? undefined
        : messages.format),
  };
  if (rules.typeuser === 'entegra') check.business_name = () => text(values.business_name, 200);
  if (rules.typeuser === 'sodexo' && rules.supervisorEditable) {
    check.manager_name = () => text(values.manager_name, 200);
    check.manager_email = () => {
      const email = values.manager_email.trim();
      if (!email) return messages.required;
      if (!isEmail(email)) return messages.email;
      if (email.toLowerCase() === values.email.trim().toLowerCase()) return PROFILE_MESSAGES.supervisorIsSelf;
      if (rules.companyDomains.length > 0 && !isCompanyDomainEmail(email, rules.companyDomains))
        return supervisorDomainMessage(rules.companyDomains);
      return undefined;
    };
  }
  if (rules.requireAuthorization)
    check.authorization = () => (values.authorization ? undefined : messages.required);

  const errors: ProfileErrors = {};
  for (const field of fields) {
    const message = check[field]?.();
    if (message) errors[field] = message;
  }
  return errors;
}

export function firstInvalid(errors: ProfileErrors): ProfileField | undefined {
  return ALL_FIELDS.find((field) => errors[field]);
}

/** The body of POST /user/register and /user/profile/update (specification section 7). */
export function profileBody(values: ProfileFormState, typeuser: ContestantTypeName): Record<string, unknown> {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    email: values.email,
    phone: values.phone,
    typeuser,
    country: values.country,
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip.trim(),
    business_name: values.business_name.trim(),
    manager_name: values.manager_name.trim(),
    manager_email: values.manager_email.trim(),
  };
}

/** The fields a profile keeps, in one order: what tells a changed form from the one the server holds. */
export function storedValuesOf(values: ProfileFormValues): ProfileFormValues {
  const { name, lastname, email, phone, country, address, city, state, zip } = values;
  const { business_name, manager_name, manager_email } = values;
  return {
    name,
    lastname,
    email,
    phone,
    country,
    address,
    city,
    state,
    zip,
    business_name,
    manager_name,
    manager_email,
  };
}

interface ProfileSave {
  rules: ProfileRules;
  /** Checks the shared ones leave out (the e-mail address, which only an admin types). */
  alsoCheck?: (found: ProfileErrors) => void;
  request: () => FormRequest;
  /** Runs once the checks passed, as the call goes (clears a banner of the last failure). */
  onSend?: () => void;
  /** Brings a field with a problem into view and focuses it (registration first shows its step). */
  show: (field: ProfileField) => void;
  /** The summary lists what the checks found too (the admin form), not only the server's problems. */
  summaryOnCheck?: boolean;
  /** Keeps the submit disabled after a success: the next page is on its way. */
  keepBusy?: boolean;
}

/**
 * Values, errors and the save call of a profile form; changing the country clears the state (specification section
 * 4). `data` reads a 200 answer (default: its body); a 422's messages come back for this form's fields only.
 */
export function useProfileForm<T = unknown>(
  initial: ProfileFormValues,
  data?: (body: unknown) => T | null | undefined,
) {
  const [values, setValues] = useState<ProfileFormState>({ ...initial, authorization: false });
  const [errors, setErrors] = useState<ProfileErrors>({});

  const setValue = <K extends ProfileField>(field: K, value: ProfileFormState[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'country' && value !== current.country) next.state = '';
      return next;
    });
    // A field's error goes away as soon as it is edited; the next check brings it back if still wrong.
    setErrors((current) => {
      if (!current[field] && !(field === 'country' && current.state)) return current;
      const next = { ...current, [field]: undefined };
      if (field === 'country') next.state = undefined;
      return next;
    });
  };

  const call = useFormCall<T, ProfileField>({ data, fields: ALL_FIELDS });
  // The summary lists the field messages once a save found problems, until the next save.
  const [summary, setSummary] = useState(false);

  /**
   * Checks, then sends; a 422 puts the server's messages on their fields, lists them and shows the first. Resolves
   * with the answer for the caller to act on, or null when the checks stopped the save.
   */
  const save = async (options: ProfileSave): Promise<CallResult<T> | null> => {
    const found = validateProfile(values, options.rules);
    options.alsoCheck?.(found);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      if (options.summaryOnCheck) setSummary(true);
      options.show(first);
      return null;
    }
    setSummary(false);
    options.onSend?.();
    const answer = await call.send(options.request(), { keepBusy: options.keepBusy });
    if (!answer.ok && answer.status === 422) {
      setErrors(answer.errors);
      setSummary(true);
      const firstError = firstInvalid(answer.errors);
      if (firstError) options.show(firstError);
    }
    return answer;
  };

  return { values, setValues, setValue, errors, setErrors, call, summary, setSummary, save };
}

/** Moves the focus to a field of the form by its name. */
export function focusField(form: HTMLFormElement | null, field: ProfileField | undefined): void {
  if (!form || !field) return;
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}
