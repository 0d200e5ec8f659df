import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** How long a supervisor's approval link works after it was mailed. */
export const SUPERVISOR_LINK_DAYS = 30;

export type SupervisorLinkCheck = 'valid' | 'invalid' | 'expired';

export interface SupervisorLink {
  /** The path of the 'Pending approval' page, with `expires` and `signature`. */
  path: string;
  expiresAt: Date;
}

/**
 * The signed links mailed to supervisors: no account and no stored token, just an HMAC-SHA256 with the app key
 * over the contestant's id, the supervisor's e-mail as stored and the expiry. Changing any part of the link breaks
 * the signature; changing the supervisor's e-mail on the profile retires every link mailed to the old address.
 */
@Injectable()
export class SupervisorLinkService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  create(contestantId: number, supervisorEmail: string, issuedAt = new Date()): SupervisorLink {
    const expires = Math.floor(issuedAt.getTime() / 1000) + SUPERVISOR_LINK_DAYS * 24 * 60 * 60;
    const signature = this.sign(contestantId, supervisorEmail, String(expires));
    const query = new URLSearchParams({ expires: String(expires), signature });
    return {
      path: `/user/${contestantId}/authorization?${query.toString()}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /**
   * 'invalid' unless the signature matches exactly (a link to another contestant, an edited expiry, a broken
   * signature, a profile whose supervisor changed); then 'expired' once its time is over.
   */
  check(
    contestantId: number,
    supervisorEmail: string | null,
    expires: unknown,
    signature: unknown,
    now = new Date(),
  ): SupervisorLinkCheck {
    if (!supervisorEmail || typeof expires !== 'string' || typeof signature !== 'string') return 'invalid';
    if (!/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(contestantId, supervisorEmail, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
  }

  private sign(contestantId: number, supervisorEmail: string, expires: string): string {
    return createHmac('sha256', this.config.appKey)
      .update(`supervisor-approval\n${contestantId}\n${supervisorEmail.trim().toLowerCase()}\n${expires}`)
      .digest('base64url');
  }
}
