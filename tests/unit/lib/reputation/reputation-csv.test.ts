import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { groupTableCsv } from '@/lib/reputation/reputation-csv';
import { formulaCases, multiLineFormula } from '../csv/formula-cells';

const HEADERS = [
  'Location',
  'Reviews',
  'Average rating',
  'Reviews that can be answered',
  'Response rate (% of those that can be answered)',
  'Median response time (hours)',
  'Answered within target (%)',
] as [string, string, string, string, string, string, string];

describe('reputation table CSV', () => {
  it('one row per location: rating to one decimal, the rate in percent beside what it counts, median in hours', () => {
    const csv = groupTableCsv(
      [
        {
          id: 'a',
          reviews: 12,
          answerable: 10,
          answered: 8,
          responseRate: 80,
          averageRating: 4.26,
          medianResponseMs: 5_400_000,
          targeted: 9,
          answeredInTime: 6,
          withinTarget: 67,
        },
        { id: 'b', reviews: 3, answerable: 0, answered: 0, targeted: 0, answeredInTime: 0 },
      ],
      { headers: HEADERS, nameOf: (id) => `Shop ${id}` },
    );
    expect(csv.split('\r\n')).toEqual([
      'Location,Reviews,Average rating,Reviews that can be answered,Response rate (% of those that can be answered),Median response time (hours),Answered within target (%)',
      'Shop a,12,4.3,10,80,1.5,67',
      'Shop b,3,,0,,,',
    ]);
  });

  it.each(formulaCases)('a multi-line location name starting with %s is escaped', (_name, lead) => {
    const hostile = multiLineFormula(lead);
    const csv = groupTableCsv(
      [{ id: 'x', reviews: 1, answerable: 0, answered: 0, targeted: 0, answeredInTime: 0 }],
      {
        headers: HEADERS,
        nameOf: () => hostile,
      },
    );
    const [, row] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(row[0]).toBe(`'${hostile}`);
  });
});
