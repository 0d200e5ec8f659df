import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import type { Request } from 'express';
import { SignInRequiredException } from '../../auth/audience.guard.js';
import { SignedInPersonService } from '../../auth/signed-in-person.service.js';
import type { AuditActor } from '../audit/audit.service.js';

/** The signed-in admin as the audit log names them. The audience guard already let only admins through. */
@Injectable()
export class AdminActorService {
  constructor(private readonly people: SignedInPersonService) {}

  async of(req: Request): Promise<AuditActor> {
    const person = await this.people.current(req);
    if (!person || person.type !== 'admin') throw new SignInRequiredException('admin');
    return { id: person.id, email: person.email };
  }
}

/** Resolves the request to the signed-in admin, for `@CurrentAdmin()`. */
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
