import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MultipartInterceptor } from './multipart.interceptor.js';
import { StoredFile } from './stored-file.entity.js';
import { StorageService } from './storage.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([StoredFile])],
  controllers: [MediaController],
  providers: [StorageService, MultipartInterceptor],
  exports: [StorageService, MultipartInterceptor],
})
export class StorageModule {}
