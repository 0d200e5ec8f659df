import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { MediaController } from './media.controller.js';
import { MultipartInterceptor } from './multipart.interceptor.js';
import { StoredFile } from './stored-file.entity.js';
import { S3FileStore } from './s3-file-store.js';
import { StorageService } from './storage.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([StoredFile])],
  controllers: [MediaController],
  providers: [
    StorageService,
    MultipartInterceptor,
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: ({ fileStore, storageDir }: AppConfig): FileStore =>
        fileStore.driver === 's3' ? new S3FileStore(fileStore) : new LocalFileStore(storageDir),
    },
  ],
  exports: [StorageService, MultipartInterceptor],
})
export class StorageModule {}
