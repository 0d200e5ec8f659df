import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ForAudience } from '../auth/audience.decorator.js';
import { SignedInPersonService } from '../auth/signed-in-person.service.js';
import { Inertia } from '../inertia/inertia.decorator.js';

@Controller('admins')
@ForAudience('admin')
export class AdminController {
  constructor(private readonly people: SignedInPersonService) {}

  @Get('dashboard')
  @Inertia('admins/dashboard')
  async dashboard(@Req() req: Request) {
    const person = await this.people.current(req);
    return { person: { name: person?.name ?? '', email: person?.email ?? '' } };
  }
}
