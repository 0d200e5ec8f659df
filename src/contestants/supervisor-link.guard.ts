import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SupervisorApprovalService } from './supervisor-approval.service.js';

/**
 * The supervisor has no account: the signed link is their only credential. Guards run before validation, so a
 * link that is not valid (or has expired) is refused with 403 whatever the body holds.
 */
@Injectable()
export class SupervisorLinkGuard implements CanActivate {
  constructor(private readonly approvals: SupervisorApprovalService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    await this.approvals.assertUsableLink(String(req.params.id ?? ''), req.query);
    return true;
  }
}
