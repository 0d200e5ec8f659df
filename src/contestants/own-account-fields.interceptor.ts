import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  NotFoundException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { signedInActor } from '../auth/signed-in.decorator.js';
import { ContestantRepository } from './contestant.repository.js';

/**
 * Writes the signed-in contestant's own `email` and `typeuser` into the body of a registration or profile call,
 * replacing whatever the body said. It runs before validation (interceptors run before pipes), so the rules that
 * depend on the type (business name, or supervisor) apply to the contestant's real type, and a body can never
 * choose another address or type.
 */
@Injectable()
export class OwnAccountFieldsInterceptor implements NestInterceptor {
  constructor(private readonly contestants: ContestantRepository) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const contestant = await this.contestants.findOne({ id: signedInActor(req, 'user').id });
    if (!contestant) throw new NotFoundException();
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    req.body = { ...body, email: contestant.email, typeuser: contestant.typeuser };
    return next.handle();
  }
}
