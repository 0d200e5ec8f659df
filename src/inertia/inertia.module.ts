import {
  type DynamicModule,
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type Provider,
} from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { AnonymousFastPathService } from './anonymous-fast-path.js';
import { InertiaInterceptor } from './inertia.interceptor.js';
import { InertiaMiddleware } from './inertia.middleware.js';
import { InertiaService, SHARED_PROPS_RESOLVER } from './inertia.service.js';
import { ServerRenderer } from './server-render.js';

@Global()
@Module({})
export class InertiaModule implements NestModule {
  /** `sharedProps` supplies the props of every page; it lives with the modules that know them. */
  static forRoot(
    sharedProps: Provider & { provide?: unknown },
    imports: DynamicModule['imports'] = [],
  ): DynamicModule {
    return {
      module: InertiaModule,
      imports: [DiscoveryModule, ...imports],
      providers: [
        sharedProps,
        InertiaService,
        ServerRenderer,
        AnonymousFastPathService,
        { provide: APP_INTERCEPTOR, useClass: InertiaInterceptor },
      ],
      exports: [InertiaService, SHARED_PROPS_RESOLVER, AnonymousFastPathService],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(InertiaMiddleware).forRoutes('{*path}');
  }
}
