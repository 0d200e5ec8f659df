import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { fieldErrors } from '../../common/validation.js';
import { SavePastEditionDto } from './dto/save-past-edition.dto.js';

/** The past-edition form after validation: its values, and every field's problem (empty when well-formed). */
export interface ParsedPastEditionForm {
  values: SavePastEditionDto;
  errors: Record<string, string[]>;
}

/**
 * Validates like the global pipe (same DTO rules, whitelist, first message per field) but hands the problems on:
 * the tables and the images are checked by the service, and section 5 wants one summary that counts them all.
 */
@Injectable()
export class PastEditionFormPipe implements PipeTransform<unknown, Promise<ParsedPastEditionForm>> {
  async transform(value: unknown): Promise<ParsedPastEditionForm> {
    const body = typeof value === 'object' && value !== null ? value : {};
    const values = plainToInstance(SavePastEditionDto, body);
    const errors = await validate(values, {
      whitelist: true,
      stopAtFirstError: true,
      forbidUnknownValues: false,
    });
    return { values, errors: fieldErrors(errors) };
  }
}

const BodyParam = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().body as unknown,
);

/** The past-edition form of this call, validated by PastEditionFormPipe (the global pipe skips custom decorators). */
export const PastEditionFormBody = () => BodyParam(undefined, PastEditionFormPipe);
