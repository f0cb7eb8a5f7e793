import { FIRST_ANSWERS_ELEMENT_ID, firstAnswerKey } from '@portal/contracts';

/** The answers the page arrived with, read once; each is taken at most once. */
let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  element?.remove();
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? 'null');
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/** The answers to draw from, given rather than read from the page (a first screen drawn on the server). */
export function provideFirstAnswers(given: Record<string, unknown>): void {
  answers = new Map(Object.entries(given));
}

/**
 * The answer the server wrote into the page for this GET (see `FIRST_ANSWERS_ELEMENT_ID`), once:
 * the first screen is drawn from it, and any later call for the same data asks the server.
 */
export function takeFirstAnswer(path: string, payload: object): unknown {
  answers ??= read();
  const key = firstAnswerKey(path, payload);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
