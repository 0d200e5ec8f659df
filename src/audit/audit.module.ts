import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditLogReader } from './audit-log-reader.service.js';
import { AuditLogQueries } from './audit-log.queries.js';
import { AuditService } from './audit.service.js';

/**
 * The audit log's rows. Every module that changes records on an admin's behalf writes its entry here, in its own
 * transaction, so the log sits below them all; the admin area only reads it.
 */
@Module({
  imports: [MikroOrmModule.forFeature([AuditEntry])],
  providers: [AuditService, AuditLogQueries, AuditLogReader],
  exports: [AuditService, AuditLogReader],
})
export class AuditModule {}
