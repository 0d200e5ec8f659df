import { Injectable, Logger } from '@nestjs/common';
import { JudgesService } from '../../../auth/judges.service.js';
import { RuleViolationException } from '../../../common/http-errors.js';
import { ContestSettingsService } from '../../../editions/contest-settings.service.js';
import { createPdf, FONT, INCH, INK, type Pdf, pdfFileName } from '../../../print/pdf-document.js';
import { contentWidth, numberPages } from '../../../print/pdf-layout.js';
import { drawThenEnd, type PrintedPdf } from '../../../print/printed-pdf.js';
import { drawRecipeCard } from '../../../recipes/print/recipe-card.js';
import { plateLabel, RecipeCardsService } from '../../../recipes/print/recipe-cards.service.js';
import type { PlateRowProps } from '@shared/admin/live-final.props.js';
import { FinalScoringQueries } from '../final-scoring.queries.js';
import { LIVE_FINAL_MESSAGES, LiveFinalService } from '../live-final.service.js';
import { drawScoreSheet, type ScoreSheet } from './score-sheet.js';
import { drawPlateLabels, type PlateLabel } from './plate-labels.js';

export const FINAL_PACK_MESSAGES = {
  liveFinalOff: LIVE_FINAL_MESSAGES.off,
  noFinalists: 'There are no finalists to print yet: mark the finalists on the results page first.',
  noJudges: 'There are no final-round judges to print score sheets for: add them on the judges page first.',
} as const;

/** Contents lines per page of the entry book. */
const CONTENTS_PER_PAGE = 28;

/** An anchor inside the entry book for a plate's card (the contents lines link to it). */
const anchor = (code: string) => `plate-${code}`;

/**
 * The live final's printed pack (issue 34): the finalists' entry book, the judges' paper score sheets and the plate
 * labels, all by the live final's plate codes (drawn when it is turned on), in code order. Each waits for the codes:
 * refused (409) while the live final is off or has no finalists. The admin's card of one recipe is here too, since
 * it shows the recipe's plate code under blind judging.
 */
@Injectable()
export class FinalPackService {
  private readonly logger = new Logger(FinalPackService.name);

  constructor(
    private readonly liveFinal: LiveFinalService,
    private readonly settings: ContestSettingsService,
    private readonly judges: JudgesService,
    private readonly scoring: FinalScoringQueries,
    private readonly cards: RecipeCardsService,
  ) {}

  /** Any recipe's card for an admin, under its plate code when it has one and judging is blind. */
  async recipeCard(recipeId: number): Promise<PrintedPdf> {
    const codes = await this.liveFinal.codesFor([recipeId]);
    return this.cards.adminCard(recipeId, codes.get(recipeId) ?? null);
  }

  /** A cover, the contents, then one card per finalist in plate-code order; codes only under blind judging. */
  async entryBook(): Promise<PrintedPdf> {
    const plates = await this.plates();
    const settings = await this.settings.current();
    const edition = this.cards.edition(settings.editionYear);
    const blind = settings.blindJudging;
    const doc = createPdf(`${edition}: finalists' entry book`);
    drawThenEnd(
      doc,
      async () => {
        cover(doc, edition, plates.length, blind);
        const contentsPages = Math.ceil(plates.length / CONTENTS_PER_PAGE);
        const contentsStart = doc.bufferedPageRange().count;
        for (let i = 0; i < contentsPages; i++) doc.addPage();
        const firstPages = new Map<string, number>();
        const entries = plates.map((plate) => ({ recipeId: plate.recipeId, plate: plate.code! }));
        for await (const { entry, card } of this.cards.finalistCards(entries)) {
          const code = entry.plate;
          doc.addPage();
          firstPages.set(code, doc.bufferedPageRange().count);
          doc.addNamedDestination(anchor(code));
          doc.outline.addItem(`${plateLabel(code)} · ${card.name || 'Untitled recipe'}`);
          drawRecipeCard(doc, card);
        }
        contents(doc, contentsStart, plates, firstPages, blind);
        numberPages(doc, `${edition} · Finalists' entry book`);
      },
      this.logger,
    );
    return { fileName: pdfFileName('finalists-entry-book', settings.editionYear), stream: doc };
  }

  /**
   * One sheet per final-round judge per plate code, grouped by judge (each judge's pile in code order): the five
   * criteria with their scales, and for kitchen judges, while the kitchen score is on, the kitchen's criteria.
   */
  async scoreSheets(): Promise<PrintedPdf> {
    const plates = await this.plates();
    const [settings, judges, rules, criteria, kitchenJudges] = await Promise.all([
      this.settings.current(),
      this.judges.finalRoundJudges(),
      this.scoring.settings(),
      this.scoring.criteria(),
      this.scoring.kitchenJudgeIds(),
    ]);
    if (judges.length === 0) throw new RuleViolationException(FINAL_PACK_MESSAGES.noJudges);
    const edition = this.cards.edition(settings.editionYear);
    const doc = createPdf(`${edition}: judges' score sheets`);
    for (const judge of judges) {
      const kitchen = rules.kitchenScore && kitchenJudges.has(judge.id) ? criteria.map((c) => c.name) : null;
      for (const plate of plates) {
        const sheet: ScoreSheet = { edition, judge: judge.fullName, plate: plateLabel(plate.code!), kitchen };
        doc.addPage();
        drawScoreSheet(doc, sheet);
      }
    }
    numberPages(doc, `${edition} · Final round score sheets`);
    doc.end();
    return { fileName: pdfFileName('score-sheets', settings.editionYear), stream: doc };
  }

  /**
   * Address labels (30 a sheet, 2⅝ × 1 inch) with the plate code and the "Contains:" line: one per plate that goes to
   * a judge (as many per code as there are final-round judges, at least one), in code order.
   */
  async plateLabels(): Promise<PrintedPdf> {
    const plates = await this.plates();
    const [settings, judges, lines] = await Promise.all([
      this.settings.current(),
      this.judges.finalRoundJudges(),
      this.cards.allergenLines(plates.map((plate) => plate.recipeId)),
    ]);
    const copies = Math.max(1, judges.length);
    const labels: PlateLabel[] = plates.flatMap((plate) =>
      Array.from({ length: copies }, () => ({
        plate: plateLabel(plate.code!),
        allergens: lines.get(plate.recipeId) ?? '',
      })),
    );
    const edition = this.cards.edition(settings.editionYear);
    const doc = createPdf(`${edition}: plate labels`);
    drawPlateLabels(doc, labels);
    doc.end();
    return { fileName: pdfFileName('plate-labels', settings.editionYear), stream: doc };
  }

  /** The finalists with their codes, in code order; refused while there is nothing to print. */
  private async plates(): Promise<PlateRowProps[]> {
    if (!(await this.settings.current()).liveFinal)
      throw new RuleViolationException(FINAL_PACK_MESSAGES.liveFinalOff);
    const plates = (await this.liveFinal.sheet()).finalists.filter((plate) => plate.code !== null);
    if (plates.length === 0) throw new RuleViolationException(FINAL_PACK_MESSAGES.noFinalists);
    return plates;
  }
}

function cover(doc: Pdf, edition: string, count: number, blind: boolean): void {
  doc.addPage();
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc
    .font(FONT.regular)
    .fontSize(12)
    .fillColor(INK.muted)
    .text(edition.toUpperCase(), left, 3 * INCH, { width, align: 'center', characterSpacing: 1.5 });
  doc.moveDown(1);
  doc
    .font(FONT.bold)
    .fontSize(34)
    .fillColor(INK.text)
    .text("Finalists' entry book", { width, align: 'center' });
  doc.moveDown(1);
  doc
    .font(FONT.regular)
    .fontSize(14)
    .fillColor(INK.text)
    .text(`${count} ${count === 1 ? 'finalist' : 'finalists'}, in plate-code order`, {
      width,
      align: 'center',
    });
  if (blind) {
    doc.moveDown(0.6);
    doc
      .fontSize(11)
      .fillColor(INK.muted)
      .text('Blind judging: each entry is shown by its plate code only.', { width, align: 'center' });
  }
}

/** The contents, written last on the pages kept for them, each line linked to its card. */
function contents(
  doc: Pdf,
  firstPage: number,
  plates: readonly PlateRowProps[],
  pages: ReadonlyMap<string, number>,
  blind: boolean,
): void {
  const start = doc.bufferedPageRange().start;
  plates.forEach((plate, i) => {
    if (i % CONTENTS_PER_PAGE === 0) {
      doc.switchToPage(start + firstPage + i / CONTENTS_PER_PAGE);
      doc.y = doc.page.margins.top;
      doc
        .font(FONT.bold)
        .fontSize(20)
        .fillColor(INK.text)
        .text('Contents', doc.page.margins.left, doc.y, { width: contentWidth(doc) });
      doc.moveDown(0.8);
    }
    const code = plate.code!;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.y;
    const title = blind ? plate.recipe : `${plate.recipe} — ${plate.contestant}`;
    doc.font(FONT.bold).fontSize(11).fillColor(INK.text);
    doc.text(plateLabel(code), left, y, { width: 80, lineBreak: false, goTo: anchor(code) });
    doc.font(FONT.regular).text(title, left + 80, y, { width: width - 140, height: 14, ellipsis: true });
    doc.text(`page ${pages.get(code) ?? '—'}`, left + width - 60, y, {
      width: 60,
      align: 'right',
      lineBreak: false,
      goTo: anchor(code),
    });
    doc.y = y + 19;
  });
}
