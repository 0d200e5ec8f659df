import { PathIdPipe } from '../../common/path-id.pipe.js';

/** An id in the address: anything but a whole number names nothing, so the answer is 404 rather than 400. */
export const PathId = new PathIdPipe({ errorHttpStatusCode: 404 });

/** The id of a route that answers both `create` (no id) and `update/:id`: a whole number (else 400), or none. */
export const OptionalRecordId = new PathIdPipe({ optional: true });
