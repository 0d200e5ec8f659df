import { LockMode } from '@mikro-orm/core';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { Admin } from './admin.entity.js';

export class AdminRepository extends UnitOfWorkRepository<Admin> {
  findByEmail(email: string): Promise<Admin | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  findById(id: number): Promise<Admin | null> {
    return this.findOne({ id });
  }

  /** The admin, locked until the caller's transaction ends (saves of one account wait for each other). */
  findByIdForUpdate(id: number): Promise<Admin | null> {
    return this.findOne({ id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
