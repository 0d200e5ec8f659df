import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  NotFoundException,
  type Type,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
// Auth also reads this module's accounts to sign contestants in; the signed-in actor is its to tell.
import { signedInActor } from '../auth/signed-in.decorator.js';
import type { Contestant } from './contestant.entity.js';
import { ContestantRepository } from './contestant.repository.js';

interface ContestantFieldsOptions {
  /** Whose account: the signed-in contestant's, or the one of the route's `id` (the admin area). */
  whose: 'signed-in' | 'route';
  fields: ReadonlyArray<'email' | 'typeuser'>;
}

/**
 * Writes fields of the contestant's stored account into the body of a form call, replacing whatever the body said.
 * It runs before validation (interceptors run before pipes), so the rules that depend on the type (business name, or
 * supervisor; the supervisor's answer in settings) apply to the contestant's real type, and a body can never choose
 * another address or type.
 */
function contestantFieldsInterceptor(options: ContestantFieldsOptions): Type<NestInterceptor> {
  @Injectable()
  class ContestantFieldsInterceptor implements NestInterceptor {
    constructor(private readonly contestants: ContestantRepository) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const contestant = await this.contestant(req);
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const own = Object.fromEntries(options.fields.map((field) => [field, contestant[field]]));
      req.body = { ...body, ...own };
      return next.handle();
    }

    private async contestant(req: Request): Promise<Contestant> {
      if (options.whose === 'signed-in') {
        const contestant = await this.contestants.findOne({ id: signedInActor(req, 'user').id });
        if (!contestant) throw new NotFoundException();
        return contestant;
      }
      const id = Number(req.params.id);
      const contestant = Number.isSafeInteger(id) && id > 0 ? await this.contestants.findOne({ id }) : null;
      if (!contestant) throw new NotFoundException({ message: 'Contestant not found' });
      return contestant;
    }
  }
  return mixin(ContestantFieldsInterceptor);
}

/** The signed-in contestant's own `email` and `typeuser`, for a registration or profile call. */
export const OwnAccountFieldsInterceptor = contestantFieldsInterceptor({
  whose: 'signed-in',
  fields: ['email', 'typeuser'],
});

/**
 * The contestant's own `typeuser`, for POST /admins/contestants/profile/{id} and settings/{id}/update: the type never
 * changes through these forms. An unknown contestant answers 404.
 */
export const ContestantTypeInterceptor = contestantFieldsInterceptor({
  whose: 'route',
  fields: ['typeuser'],
});
