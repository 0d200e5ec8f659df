import { pdfFileName } from './pdf-document.js';

describe('pdfFileName', () => {
  it('makes a download name of lower-case ASCII words joined by dashes', () => {
    expect(pdfFileName('recipe-card', 'Crème brûlée & "Tahini" / Za’atar')).toBe(
      'recipe-card-creme-brulee-tahini-za-atar.pdf',
    );
    expect(pdfFileName('finalists-entry-book', 2026)).toBe('finalists-entry-book-2026.pdf');
  });

  it('never answers an empty or overlong name', () => {
    expect(pdfFileName('', '???')).toBe('document.pdf');
    expect(pdfFileName('recipe-card', 'a'.repeat(300)).length).toBeLessThanOrEqual(84);
  });
});
