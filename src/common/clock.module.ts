import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';

/** Global, so every module's deadline logic reads the same clock without importing this module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
