/**
 * The shape of every error body the API sends. A module apart from the table of codes
 * (`errors.ts`): the browser's error toaster checks the shape on every page, while only the pages
 * that branch on a code need the table, which the first visit then does not download.
 */
import type { ErrorCode } from './errors';

/** Every error body the API sends. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string'
  );
}
