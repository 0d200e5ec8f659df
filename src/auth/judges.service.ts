import { Injectable } from '@nestjs/common';
import { JudgeRepository } from './judge.repository.js';
import type { Judge } from './judge.entity.js';

@Injectable()
export class JudgesService {
  constructor(private readonly judges: JudgeRepository) {}

  /** The judges shown on the landing page's panel. */
  publicPanel(): Promise<Judge[]> {
    return this.judges.findShownOnSite();
  }
}
