import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES, SingleLine } from '../../../common/validation.js';

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

/** At most `max` characters, in the settings forms' words. */
export const MaxText = (max: number) => MaxLength(max, { message: `At most ${max} characters` });

/**
 * Required text of at most `max` characters, trimmed. Checked in this order, stopping at the first failure: empty,
 * not text, too long.
 */
export const RequiredSettingText = (max: number) =>
  applyDecorators(
    IsNotEmpty({ message: MESSAGES.required }),
    IsString({ message: MESSAGES.format }),
    MaxText(max),
    Trimmed(),
  );

/** Required text on one line: a line break is refused first. */
export const RequiredSettingLine = (max: number) => applyDecorators(SingleLine(), RequiredSettingText(max));

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
