import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { Admin } from './admin.entity.js';

export class AdminRepository extends UnitOfWorkRepository<Admin> {
  findByEmail(email: string): Promise<Admin | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  findById(id: number): Promise<Admin | null> {
    return this.findOne({ id });
  }
}
