import Papa from 'papaparse';

export const PREVIEW_ROWS = 5;

export interface CsvSample {
  header: string[];
  /** The first PREVIEW_ROWS data rows. */
  rows: string[][];
  /** Every non-blank data row of the file. */
  dataRows: number;
}

/** Reads the header and first rows to preview, and counts the rest in chunks so a large file stays out of memory. */
export function readCsvSample(file: File): Promise<CsvSample> {
  return new Promise((resolve, reject) => {
    const first: string[][] = [];
    let count = 0;
    let problem: string | undefined;
    Papa.parse<string[]>(file, {
      skipEmptyLines: true,
      chunk: (result) => {
        for (const row of result.data) if (first.length <= PREVIEW_ROWS) first.push(row);
        count += result.data.length;
        if (!problem) problem = result.errors.find((e) => e.type === 'Quotes')?.message;
      },
      complete: () => {
        if (problem) return reject(new Error(`The file is not valid CSV: ${problem}.`));
        const [header, ...rows] = first;
        if (!header) return reject(new Error('The file is empty.'));
        resolve({ header, rows, dataRows: Math.max(0, count - 1) });
      },
      error: (err) => reject(err),
    });
  });
}
