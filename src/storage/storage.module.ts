import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createFileStore } from './create-file-store.js';
import { FileStore } from './file-store.js';
import { MediaController } from './media.controller.js';
import { ImageProcessingQueue } from './image-processing-queue.js';
import { StoredFile } from './stored-file.entity.js';
import { StorageService } from './storage.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([StoredFile])],
  controllers: [MediaController],
  providers: [
    StorageService,
    ImageProcessingQueue,
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStore => createFileStore(config),
    },
  ],
  // MultipartInterceptor is not provided here: each module whose routes take files builds it, with the throttler
  // counters of the app (the command line, which imports this module too, has none and takes no uploads).
  // FileStore too, for the backups, which copy every stored file as it is.
  exports: [StorageService, ImageProcessingQueue, FileStore],
})
export class StorageModule {}
