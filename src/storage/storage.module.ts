import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MultipartMiddleware } from './multipart.middleware.js';
import { StoredFile } from './stored-file.entity.js';
import { StorageService } from './storage.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([StoredFile])],
  controllers: [MediaController],
  providers: [StorageService],
  exports: [StorageService],
})
export class StorageModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Every route: a form's fields (its CSRF value among them) must be read before the guards look at the body.
    consumer.apply(MultipartMiddleware).forRoutes('{*path}');
  }
}
