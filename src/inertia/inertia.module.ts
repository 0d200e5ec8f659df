import {
  type DynamicModule,
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type Provider,
} from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import {
  AnonymousFastPathService,
  FAST_PATH_SESSIONS,
  type FastPathSessions,
} from './anonymous-fast-path.js';
import { InertiaInterceptor } from './inertia.interceptor.js';
import { InertiaMiddleware } from './inertia.middleware.js';
import { InertiaService, SHARED_PROPS_RESOLVER } from './inertia.service.js';
import { ServerRenderer } from './server-render.js';

@Global()
@Module({})
export class InertiaModule implements NestModule {
  /**
   * `sharedProps` supplies the props of every page and `sessions` what the anonymous fast path must know of sessions;
   * both live with the modules that know them.
   */
  static forRoot(
    sharedProps: Provider & { provide?: unknown },
    sessions: FastPathSessions,
    imports: DynamicModule['imports'] = [],
  ): DynamicModule {
    return {
      module: InertiaModule,
      imports: [DiscoveryModule, ...imports],
      providers: [
        sharedProps,
        InertiaService,
        ServerRenderer,
        { provide: FAST_PATH_SESSIONS, useValue: sessions },
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
