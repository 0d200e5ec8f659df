import { ParseIntPipe } from '@nestjs/common';

/** An id in the address: anything but a whole number names nothing, so the answer is 404 rather than 400. */
export const PathId = new ParseIntPipe({ errorHttpStatusCode: 404 });
