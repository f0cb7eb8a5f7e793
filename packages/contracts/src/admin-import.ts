import { z } from 'zod';
import { adminGameCreateRequestSchema, httpsUrlSchema } from './admin-catalogue.js';

/** The most games one import file may hold. */
export const GAMES_IMPORT_MAX = 1_000;

/**
 * One game of an import file (`npm run admin -- import-games <file.json>`, a JSON array of
 * these): the fields of a new game in the admin API, plus the https address of a game hosted
 * elsewhere. An imported game starts closed, like one made in the admin site; its artwork and
 * status are set there.
 *
 *   [{ "name": "Star Miner", "briefIntro": "Dig for stars.", "description": "...",
 *      "howToPlay": ["Tap to dig."], "developer": "Acme", "tags": ["Arcade"],
 *      "categories": ["new"], "appUrl": "https://games.example.com/star-miner/" }]
 */
export const gameImportEntrySchema = adminGameCreateRequestSchema.extend({
  appUrl: httpsUrlSchema.optional(),
});
export type GameImportEntry = z.input<typeof gameImportEntrySchema>;

/** The file as a whole: an array; each entry is checked on its own. */
export const gameImportFileSchema = z.array(z.unknown()).min(1).max(GAMES_IMPORT_MAX);
