/**
 * Reading a courier's payment statement (CSV). Pure: the service checks the consignments exist.
 * Every row is checked; the first bad one is named by its line and column and nothing is imported.
 */
import { COD_STATEMENT_COLUMNS } from '@shop/contracts';
import { ValidationFailedError } from '../common';

export interface StatementLine {
  /** The line of the file (the header is line 1). */
  line: number;
  consignmentId: string;
  collected: number;
  deliveryCharge: number;
  codFee: number;
  paid: number;
  reference: string;
  /** YYYY-MM-DD. */
  paidOn: string;
}

export const MAX_STATEMENT_ROWS = 5000;

type Column = (typeof COD_STATEMENT_COLUMNS)[number];

/** A bad row or header: 400 VALIDATION_FAILED naming where. */
export class StatementRowError extends ValidationFailedError {
  constructor(line: number, column: string | undefined, problem: string) {
    super(
      column
        ? `Statement row ${line}, column ${column}: ${problem}`
        : `Statement row ${line}: ${problem}`,
    );
  }
}

export function parseStatement(text: string): StatementLine[] {
  const records = splitCsv(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records;
  if (!header || (header.cells.length === 1 && header.cells[0].trim() === ''))
    throw new StatementRowError(
      1,
      undefined,
      `the header row is missing (${COD_STATEMENT_COLUMNS.join(',')})`,
    );
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const index = new Map<Column, number>();
  for (const column of COD_STATEMENT_COLUMNS) {
    const at = names.indexOf(column);
    if (at < 0) throw new StatementRowError(1, column, 'this column is missing from the header');
    index.set(column, at);
  }
  const body = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (body.length === 0) throw new StatementRowError(2, undefined, 'the statement has no rows');
  if (body.length > MAX_STATEMENT_ROWS)
    throw new StatementRowError(
      body[MAX_STATEMENT_ROWS].line,
      undefined,
      `at most ${MAX_STATEMENT_ROWS} rows per statement`,
    );

  const seen = new Map<string, number>();
  return body.map(({ line, cells }) => {
    const cell = (column: Column) => (cells[index.get(column)!] ?? '').trim();
    const consignmentId = cell('consignment_id');
    if (!consignmentId) throw new StatementRowError(line, 'consignment_id', 'is empty');
    if (!/^[A-Za-z0-9_-]{1,60}$/.test(consignmentId))
      throw new StatementRowError(
        line,
        'consignment_id',
        'must be letters, digits, - or _ (at most 60)',
      );
    const reference = cell('reference');
    if (!reference) throw new StatementRowError(line, 'reference', 'is empty');
    if (reference.length > 100)
      throw new StatementRowError(line, 'reference', 'at most 100 characters');
    const key = `${reference}\u0000${consignmentId}`;
    if (seen.has(key))
      throw new StatementRowError(
        line,
        'consignment_id',
        `${consignmentId} is already on row ${seen.get(key)} for this reference`,
      );
    seen.set(key, line);
    return {
      line,
      consignmentId,
      collected: taka(line, 'collected', cell('collected')),
      deliveryCharge: taka(line, 'delivery_charge', cell('delivery_charge')),
      codFee: taka(line, 'cod_fee', cell('cod_fee')),
      paid: taka(line, 'paid', cell('paid'), true),
      reference,
      paidOn: day(line, cell('paid_on')),
    };
  });
}

/** Whole taka: "1250", "1250.00" or "1,250"; a fraction of a taka is refused (the shop keeps whole taka). */
function taka(line: number, column: Column, value: string, allowNegative = false): number {
  if (value === '') throw new StatementRowError(line, column, 'is empty');
  const match = /^(-?)(\d{1,3}(?:,\d{2,3})*|\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match)
    throw new StatementRowError(line, column, `"${value.slice(0, 20)}" is not an amount in taka`);
  if (match[3] && Number(match[3]) !== 0)
    throw new StatementRowError(
      line,
      column,
      `${value} has a fraction of a taka: amounts are whole taka`,
    );
  if (match[1] && !allowNegative) throw new StatementRowError(line, column, 'must not be negative');
  const amount = Number(match[2].replace(/,/g, ''));
  if (amount > 100_000_000) throw new StatementRowError(line, column, 'is too large');
  return match[1] ? -amount : amount;
}

function day(line: number, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : undefined;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new StatementRowError(
      line,
      'paid_on',
      `"${value.slice(0, 20)}" is not a day (YYYY-MM-DD)`,
    );
  return value;
}

/** RFC 4180: fields split by commas, "quoted" fields may hold commas, quotes ("") and line breaks. */
function splitCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) throw new StatementRowError(start, undefined, 'a quoted field is not closed');
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records;
}
