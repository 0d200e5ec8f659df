import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';

@Controller('healthz')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** 200 when the app and its database answer. */
  @Get()
  async check(): Promise<{ status: string }> {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new ServiceUnavailableException({ message: 'The database does not answer.' });
    }
    return { status: 'ok' };
  }
}
