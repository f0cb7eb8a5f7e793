import { z } from 'zod';
import { MAX_ID } from './ids.js';

/**
 * A game's appId in a request or a push. Apart from the game schemas (games.ts re-exports it) so
 * that what needs only this, such as the site's push reader, does not build all of them.
 */
export const appIdSchema = z.coerce.number().int().min(1).max(MAX_ID);
