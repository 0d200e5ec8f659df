import type { Response } from 'express';

const MESSAGE = Symbol('answeredMessage');

type Answered = Response & { [MESSAGE]?: string };

/** The error filter notes the message it answered with, for what observes the answer once sent. */
export function noteAnsweredMessage(res: Response, message: string): void {
  (res as Answered)[MESSAGE] = message;
}

/** The message of the error this response answered, if an error was answered. */
export function answeredMessage(res: Response): string | undefined {
  return (res as Answered)[MESSAGE];
}
