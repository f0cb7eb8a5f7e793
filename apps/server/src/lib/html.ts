import sanitize from 'sanitize-html';

/** Where relative addresses are resolved: any host, as only the path is looked at. */
const RESOLVE_BASE = 'https://portal.invalid/';
/** Percent-decoding rounds an image address gets before its path is judged. */
const DECODE_ROUNDS = 3;

/**
 * Whether an image address would make the viewer's browser call the API: its path, resolved and
 * decoded (`/%61pi/`, `/./api/`, `//host/api/`), starts with `/api`. Any host counts, as the
 * portal may be reached by several names; an address that cannot be read counts too.
 */
export function pointsAtApi(src: string): boolean {
  if (!URL.canParse(src.trim(), RESOLVE_BASE)) return true;
  let path = new URL(src.trim(), RESOLVE_BASE).pathname;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (!URL.canParse(decoded, RESOLVE_BASE)) return true;
    const resolved = new URL(decoded, RESOLVE_BASE).pathname;
    if (resolved === path) break;
    path = resolved;
  }
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/** The HTML a news item or a ticket may keep: text formatting, lists, links and images. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'code',
    'pre',
    'span',
  ],
  // rel and target are the transform's own fixed values below: a link opens apart from the site.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  // An image is fetched as soon as the text is shown, with the viewer's cookies: one pointing at
  // the API would act as the player who opened the message.
  exclusiveFilter: (frame) => frame.tag === 'img' && pointsAtApi(frame.attribs.src ?? ''),
};

export const sanitiseHtml = (html: string): string => sanitize(html, OPTIONS);

const TEXT_ONLY: sanitize.IOptions = { allowedTags: [], allowedAttributes: {} };
/** sanitize-html escapes these in the text it keeps; plain text wants them back. */
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** Ends of blocks and line breaks, which would otherwise glue two words together. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|figcaption|div)>|<br\s*\/?>/gi;

/** The words of an HTML text, for a preview shown as plain text. */
export const htmlToText = (html: string): string =>
  sanitize(html.replace(BLOCK_END, '$& '), TEXT_ONLY)
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
