import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminController } from './admin.controller.js';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { AuditService } from './audit/audit.service.js';

@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([AuditEntry])],
  controllers: [AdminController],
  providers: [AuditService],
})
export class AdminModule {}
