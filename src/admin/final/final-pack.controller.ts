import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ForAudience } from '../../auth/audience.decorator.js';
import { FinalPackService } from '../../judging/final/print/final-pack.service.js';
import { pdfDownload } from '../../print/printed-pdf.js';
import { PathIdPipe } from '../../common/path-id.pipe.js';

/** The printed pack (PDF downloads): any recipe's card, and the live final's entry book, score sheets and labels. */
@Controller('admins')
@ForAudience('admin')
export class FinalPackController {
  constructor(private readonly pack: FinalPackService) {}

  @Get('dashboard/recipe/:id/card.pdf')
  @Header('Cache-Control', 'no-store')
  async recipeCard(@Param('id', PathIdPipe) id: number): Promise<StreamableFile> {
    return pdfDownload(await this.pack.recipeCard(id));
  }

  @Get('final/pack/entry-book.pdf')
  @Header('Cache-Control', 'no-store')
  async entryBook(): Promise<StreamableFile> {
    return pdfDownload(await this.pack.entryBook());
  }

  @Get('final/pack/score-sheets.pdf')
  @Header('Cache-Control', 'no-store')
  async scoreSheets(): Promise<StreamableFile> {
    return pdfDownload(await this.pack.scoreSheets());
  }

  @Get('final/pack/plate-labels.pdf')
  @Header('Cache-Control', 'no-store')
  async plateLabels(): Promise<StreamableFile> {
    return pdfDownload(await this.pack.plateLabels());
  }
}
