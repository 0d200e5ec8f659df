// Baseline 2: the same bytes through Nest on Express with nothing else: one module, one controller, no logger,
// no middleware, no database. The gap between this and the app is what the app's own work costs.
import 'reflect-metadata';
import { Controller, Get, Headers, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Response } from 'express';
import { listenPort, loadFixture, wantsPageObject } from './fixture.js';

const fixture = loadFixture();

@Controller()
class LandingController {
  @Get()
  landing(@Headers('x-inertia') inertia: string | undefined, @Res() res: Response): void {
    const json = wantsPageObject(inertia);
    const answer = json ? fixture.json : fixture.html;
    res.setHeader('Vary', 'X-Inertia');
    if (json) res.setHeader('X-Inertia', 'true');
    res.status(200).type(answer.contentType).send(answer.body);
  }
}

@Module({ controllers: [LandingController] })
class BareModule {}

const app = await NestFactory.create<NestExpressApplication>(BareModule, { logger: false });
app.getHttpAdapter().getInstance().disable('x-powered-by');
app.enableShutdownHooks();
await app.listen(listenPort(), '127.0.0.1');
