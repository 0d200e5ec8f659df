import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/**
 * A write call (specification section 7): POST `path` (or each of several paths), answered 200 with the JSON the
 * handler returns (`data`, `redirectTo` or `message`). Nest would answer a POST 201; the pages expect 200.
 */
export const WriteCall = (path?: string | string[]) => applyDecorators(Post(path), HttpCode(200));
