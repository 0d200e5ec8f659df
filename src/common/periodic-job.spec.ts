import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job.js';

/** A job whose passes end when the test says so, or fail. */
class HeldJob extends PeriodicJob {
  passes = 0;
  failing = false;
  throwing = false;
  turnedOn = true;
  private endPass: () => void = () => undefined;

  constructor() {
    super(1000, 'The held pass failed');
  }

  protected override enabled(): boolean {
    return this.turnedOn;
  }

  protected pass(): Promise<void> {
    this.passes += 1;
    if (this.throwing) throw new Error('not started');
    if (this.failing) return Promise.reject(new Error('database unreachable'));
    return new Promise((resolve) => {
      this.endPass = resolve;
    });
  }

  /** Ends the pass in flight and lets its promise settle. */
  async finishPass(): Promise<void> {
    this.endPass();
    await Promise.resolve();
    await Promise.resolve();
  }
}

describe(PeriodicJob.name, () => {
  let job: HeldJob;
  beforeEach(() => {
    jest.useFakeTimers();
    job = new HeldJob();
  });
  afterEach(async () => {
    await job.finishPass();
    await job.onModuleDestroy();
    jest.useRealTimers();
  });

  it('runs a pass at start and then every period, never a second one while a pass is in flight', async () => {
    job.onApplicationBootstrap();
    expect(job.passes).toBe(1);
    jest.advanceTimersByTime(3000);
    expect(job.passes).toBe(1);
    await job.finishPass();
    jest.advanceTimersByTime(1000);
    expect(job.passes).toBe(2);
  });

  it('logs a failed pass with its reason and runs the next one as planned', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      job.failing = true;
      job.onApplicationBootstrap();
      await job.finishPass();
      expect(warn).toHaveBeenCalledWith('The held pass failed: database unreachable');
      jest.advanceTimersByTime(1000);
      expect(job.passes).toBe(2);
      await job.finishPass();
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('counts a pass that throws before its first await as a failed pass', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      job.throwing = true;
      expect(() => job.onApplicationBootstrap()).not.toThrow();
      await job.finishPass();
      expect(warn).toHaveBeenCalledWith('The held pass failed: not started');
      jest.advanceTimersByTime(1000);
      expect(job.passes).toBe(2);
      await job.finishPass();
    } finally {
      warn.mockRestore();
    }
  });

  it('waits for the pass in flight when the app shuts down, and runs no more', async () => {
    job.onApplicationBootstrap();
    let stopped = false;
    const stopping = job.onModuleDestroy().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    await job.finishPass();
    await stopping;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(job.passes).toBe(1);
  });

  it('runs nothing when the configuration turns it off', () => {
    job.turnedOn = false;
    job.onApplicationBootstrap();
    jest.advanceTimersByTime(5000);
    expect(job.passes).toBe(0);
  });
});
