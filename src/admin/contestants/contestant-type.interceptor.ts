import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  NotFoundException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ContestantRepository } from '../../contestants/contestant.repository.js';

/**
 * Writes the contestant's own `typeuser` into the body of POST /admins/contestants/profile/{id} and
 * settings/{id}/update before validation (interceptors run before pipes): the type never changes through these
 * forms, and the fields it requires (business name, or supervisor; the supervisor's answer in settings) are checked
 * against the real type. An unknown contestant answers 404.
 */
@Injectable()
export class ContestantTypeInterceptor implements NestInterceptor {
  constructor(private readonly contestants: ContestantRepository) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const id = Number(req.params.id);
    const contestant = Number.isSafeInteger(id) && id > 0 ? await this.contestants.findOne({ id }) : null;
    if (!contestant) throw new NotFoundException({ message: 'Contestant not found' });
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    req.body = { ...body, typeuser: contestant.typeuser };
    return next.handle();
  }
}
