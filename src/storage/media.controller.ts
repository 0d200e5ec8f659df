import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { MEDIA_VARIANTS, type MediaVariant, StorageService } from './storage.service.js';

/** Serves stored images. A key's content never changes, so browsers and proxies may keep every answer for a year. */
@Controller('media')
export class MediaController {
  constructor(private readonly storage: StorageService) {}

  @Get(':key/:variant')
  async show(
    @Param('key') key: string,
    @Param('variant') variant: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = MEDIA_VARIANTS.includes(variant as MediaVariant)
      ? await this.storage.servedFile(key, variant as MediaVariant)
      : null;
    if (!file) throw new NotFoundException();
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    return new StreamableFile(file.stream, { type: file.mime, length: file.size });
  }
}
