import { describe, expect, it } from 'vitest';
import { csvAttachmentHeader, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Lucía Pérez')).toBe('Lucía Pérez');
    expect(csvCell(5.5)).toBe('5.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('García, Ana')).toBe('"García, Ana"');
    expect(csvCell('The "Flash"')).toBe('"The ""Flash"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only the start counts.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF-terminated rows', () => {
    const file = toCsv(
      ['Name', 'Email'],
      [
        ['Ana', 'ana@example.test'],
        ['O"Neil, Sam', null],
      ],
    );
    expect(file).toBe('\uFEFFName,Email\r\nAna,ana@example.test\r\n"O""Neil, Sam",\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
  });
});

describe('csvAttachmentHeader', () => {
  it('names the file in plain ASCII', () => {
    expect(csvAttachmentHeader('sunday-run-participants.csv')).toBe(
      'attachment; filename="sunday-run-participants.csv"',
    );
    expect(csvAttachmentHeader('a "b"\r\nc.csv')).toBe('attachment; filename="a-b-c.csv"');
  });
});
