import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from '@/lib/csv/csv-writer';
import { formulaCases, multiLineFormula } from './formula-cells';

const cellsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('CSV writer', () => {
  it.each(formulaCases)('prefixes a multi-line cell that starts with %s', (_name, lead) => {
    const cell = multiLineFormula(lead);
    const [, row] = cellsOf(writeCsv({ fields: ['name'], rows: [[cell]] }));
    expect(row?.[0]).toBe(`'${cell}`);
  });

  it.each(formulaCases)('prefixes a one-line cell that starts with %s', (_name, lead) => {
    const [, row] = cellsOf(writeCsv({ fields: ['name'], rows: [[`${lead}SUM(A1:A9)`]] }));
    expect(row?.[0]).toBe(`'${lead}SUM(A1:A9)`);
  });

  it('leaves numbers, inner signs and empty cells alone, and quotes only as CSV needs', () => {
    const csv = writeCsv({
      fields: ['a', 'b', 'c', 'd'],
      rows: [
        [-3, 'Fine = fine', '', 'two\nlines, "quoted"'],
        [null, undefined, 0, 'plain'],
      ],
    });
    expect(csv.split('\r\n')[1]).toBe('-3,Fine = fine,,"two\nlines, ""quoted"""');
    expect(cellsOf(csv)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['-3', 'Fine = fine', '', 'two\nlines, "quoted"'],
      ['', '', '0', 'plain'],
    ]);
  });
});
