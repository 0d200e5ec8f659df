import { csvCell, toCsv } from './csv.js';

describe('CSV export', () => {
  describe(csvCell.name, () => {
    it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
      expect(csvCell('plain')).toBe('plain');
      expect(csvCell('salt, pepper')).toBe('"salt, pepper"');
      expect(csvCell('the "best" jus')).toBe('"the ""best"" jus"');
      expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    });

    it('neutralises text that a spreadsheet would run as a formula', () => {
      expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
      expect(csvCell('+1 555')).toBe("'+1 555");
      expect(csvCell('-2 stars')).toBe("'-2 stars");
      expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
      expect(csvCell('\tcmd')).toBe("'\tcmd");
    });

    it('writes numbers as numbers, even negative ones, and empty cells for null', () => {
      expect(csvCell(-0.61)).toBe('-0.61');
      expect(csvCell(21.5)).toBe('21.5');
      expect(csvCell(null)).toBe('');
      expect(csvCell(undefined)).toBe('');
      expect(csvCell(true)).toBe('yes');
    });
  });

  it('joins cells with commas and rows with CRLF, ending with a line break', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x,y'],
          [null, '=1'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,"x,y"\r\n,\'=1\r\n');
  });

  it('starts with the UTF-8 byte-order mark, so a spreadsheet reads "Chloé" as written', () => {
    expect(Buffer.from(toCsv(['chef'], [['Chloé']]), 'utf8').subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
  });
});
