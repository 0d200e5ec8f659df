import { Check, Entity, Unique } from '@mikro-orm/decorators/legacy';
import { StaffAccount } from './staff-account.entity.js';
import { AdminRepository } from './admin.repository.js';

@Entity({ tableName: 'admins', repository: () => AdminRepository })
@Unique({ name: 'admins_email_unique', properties: ['email'] })
@Check({ name: 'admins_email_lowercase_check', expression: 'email = lower(email)' })
export class Admin extends StaffAccount {}
