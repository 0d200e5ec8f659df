import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditActor } from '../audit/audit.service.js';
import { AdminActorService } from '../settings/admin-actor.js';

/** Resolves the request to the signed-in admin, through the admin area's AdminActorService. */
@Injectable()
export class AdminActorPipe implements PipeTransform<Request, Promise<AuditActor>> {
  constructor(private readonly actors: AdminActorService) {}

  transform(req: Request): Promise<AuditActor> {
    return this.actors.of(req);
  }
}

const RequestParam = createParamDecorator((_: unknown, context: ExecutionContext) =>
  context.switchToHttp().getRequest<Request>(),
);

/** The signed-in admin, as the audit log names them: `@CurrentAdmin() actor: AuditActor`. */
export const CurrentAdmin = () => RequestParam(undefined, AdminActorPipe);
