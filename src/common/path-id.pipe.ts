import { ParseIntPipe } from '@nestjs/common';
import { INTEGER_KEY_MAX } from './form-fields.js';

/**
 * `ParseIntPipe` for an id or a number in the address, where a whole number beyond what an `integer` column holds is
 * no more an id than "abc" is: answered as a non-number (400, or the route's 404), not sent to PostgreSQL, which
 * refuses it with an error (a 500).
 */
export class PathIdPipe extends ParseIntPipe {
  protected override isNumeric(value: unknown): boolean {
    return super.isNumeric(value) && Math.abs(Number(value)) <= INTEGER_KEY_MAX;
  }
}
