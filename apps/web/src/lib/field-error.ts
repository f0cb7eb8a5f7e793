import { Code, messageFor } from '@portal/contracts';
import { ApiError } from './api-client';

const NETWORK_TEXT = 'Network error. Please check your connection.';

/**
 * Where a refused form belongs: the server names a refused field as "<field>: <text>" (4011,
 * and 4010 for appId), so the text can show under that field; anything else is the form's.
 */
export function fieldErrorOf(error: unknown): { field: string | null; text: string } {
  if (!(error instanceof ApiError) || error.code === 0) return { field: null, text: NETWORK_TEXT };
  if (error.code === Code.MISSING_FIELD || error.code === Code.INVALID_APP_ID) {
    const match = /^(\w+): (.+)$/s.exec(error.message);
    if (match?.[1] && match[2]) return { field: match[1], text: match[2] };
    if (error.code === Code.INVALID_APP_ID) return { field: 'appId', text: error.message };
  }
  return { field: null, text: error.message || messageFor(error.code) };
}
