import sanitize from 'sanitize-html';

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
