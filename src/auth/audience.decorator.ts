import { SetMetadata } from '@nestjs/common';
import type { Audience } from '@shared/inertia/shared-props.js';

export const AUDIENCE = 'auth:audience';

/** Only a signed-in person of this audience may call the handler (or every handler of the controller). */
export const ForAudience = (audience: Audience) => SetMetadata(AUDIENCE, audience);
