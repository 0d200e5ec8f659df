import { Transform } from 'class-transformer';

/** Text fields: trimmed; anything not text is left for the checks to refuse. */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: trimmed, and an empty value stored as null. */
export const TrimmedOrNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Like TrimmedOrNull, but a field not sent stays undefined ("leave it as it is") rather than null ("clear it"). */
export const TrimmedOrNullIfSent = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Flags arrive as JSON booleans, or as 'true'/'false' (and '1'/'0') from a multipart form. */
export const FormBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === 1) return true;
    if (value === 'false' || value === '0' || value === 0) return false;
    return value;
  });

/**
 * An address a visitor may follow: http(s), or a path of this site. A path may not start with '//' (or '/\\',
 * which browsers read the same way): that is another site's address without its scheme.
 */
export const LINK_PATTERN = /^(https?:\/\/[^\s/$.?#][^\s]*|\/(?![/\\])[^\s]*)$/i;
export const WEB_ADDRESS_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
