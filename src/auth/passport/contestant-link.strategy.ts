import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as CustomStrategy } from 'passport-custom';
import type { Contestant } from '../../contestants/contestant.entity.js';
import { ContestantSignInService } from '../contestant-sign-in.service.js';
import { SignInGuard } from './sign-in.guard.js';

/**
 * The contestant's mailed single-use link, spent by the Continue page's POST: the token in the address is checked
 * and used up (ContestantSignInService.useLink answers 410 or 403 with the reason when it cannot be).
 */
@Injectable()
export class ContestantLinkStrategy extends PassportStrategy(CustomStrategy, 'contestant-link') {
  constructor(private readonly signIn: ContestantSignInService) {
    super();
  }

  validate(req: Request): Promise<Contestant> {
    return this.signIn.useLink(String(req.params.token ?? ''));
  }
}

export const ContestantLinkGuard = SignInGuard('contestant-link');
