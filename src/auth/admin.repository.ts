import { EntityRepository } from '@mikro-orm/postgresql';
import type { Admin } from './admin.entity.js';

export class AdminRepository extends EntityRepository<Admin> {
  findByEmail(email: string): Promise<Admin | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  findById(id: number): Promise<Admin | null> {
    return this.findOne({ id });
  }
}
