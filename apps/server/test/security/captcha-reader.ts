import { createCanvas, loadImage, Path2D } from '@napi-rs/canvas';
import svgCaptcha from 'svg-captcha';

/**
 * Classic OCR by template lookup, the way the captcha was read in the attack: a table of every
 * character drawn with the glyph outlines svg-captcha ships (its Comismsh font at the size the
 * server used), and a reader that separates ink from background, drops the noise lines, cuts the
 * picture into glyph columns and names each column after the template that correlates best.
 */

/** The options the server drew its svg-captcha images with. */
export const SVG_CAPTCHA_OPTIONS = {
  size: 4,
  width: 120,
  height: 36,
  fontSize: 40,
  noise: 2,
  color: true,
  background: '#f4f6fb',
  ignoreChars: '0oO1lIi',
} as const;

const WIDTH = SVG_CAPTCHA_OPTIONS.width;
const HEIGHT = SVG_CAPTCHA_OPTIONS.height;
const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
/** Colour distance from the background below which a pixel is background. */
const INK_FROM = 30;
/** Colour distance from which a pixel is full ink. */
const INK_FULL = 120;
/** Tints this alike (cosine) are one stroke's. */
const SAME_TINT = 0.995;
/** A stroke of one colour wider than this is a noise line. */
const LINE_SPAN = 60;
/** Pixels a noise line leaves in one column. */
const LINE_THICKNESS = 3;
/** How far a glyph may reach past the picture's top or bottom edge (the edge cuts it). */
const OVERHANG = 12;
/** Half the width of a glyph column. */
const HALF_COLUMN = 13;

/** How much ink each pixel holds, from 0 (background) to 1. */
interface InkMap {
  width: number;
  height: number;
  ink: Float32Array;
}

interface Template {
  char: string;
  width: number;
  height: number;
  /** Its inked pixels: where, and how much ink. */
  pixels: { x: number; y: number; ink: number }[];
}

interface OutlineFont {
  charToGlyph(char: string): {
    getPath(x: number, y: number, fontSize: number): { toPathData(): string };
  };
}

const fontOf = (options: unknown): OutlineFont => {
  if (typeof options === 'object' && options !== null && 'font' in options) {
    return options.font as OutlineFont;
  }
  throw new Error('svg-captcha no longer exposes its font');
};

/** The templates: each character's outline from svg-captcha's font, filled as it fills it. */
function buildTemplates(): Template[] {
  const font = fontOf(svgCaptcha.options);
  const size = 80;
  return [...CHARS].map((char) => {
    const canvas = createCanvas(size, size);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000';
    const outline = font.charToGlyph(char).getPath(20, 55, SVG_CAPTCHA_OPTIONS.fontSize);
    context.fill(new Path2D(outline.toPathData()));
    const alpha = context.getImageData(0, 0, size, size).data;
    const inked: { x: number; y: number; ink: number }[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const ink = (alpha[(y * size + x) * 4 + 3] ?? 0) / 255;
        if (ink > 0) inked.push({ x, y, ink });
      }
    }
    const left = Math.min(...inked.map((p) => p.x));
    const top = Math.min(...inked.map((p) => p.y));
    const pixels = inked.map((p) => ({ x: p.x - left, y: p.y - top, ink: p.ink }));
    return {
      char: char.toLowerCase(),
      width: Math.max(...pixels.map((p) => p.x)) + 1,
      height: Math.max(...pixels.map((p) => p.y)) + 1,
      pixels,
    };
  });
}

let templates: Template[] | undefined;

/**
 * The picture at 120x36 as ink: how far each pixel stands from the background, which is taken
 * from the corners and blended across the picture (so a gradient is not taken for ink).
 */
async function inkOf(image: Buffer): Promise<InkMap> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.drawImage(await loadImage(image), 0, 0, WIDTH, HEIGHT);
  const pixels = context.getImageData(0, 0, WIDTH, HEIGHT).data;
  const channel = (at: number) => pixels[at] ?? 0;
  const corner = (cx: number, cy: number): [number, number, number] => {
    const mean: [number, number, number] = [0, 0, 0];
    for (let y = cy; y < cy + 3; y++) {
      for (let x = cx; x < cx + 3; x++) {
        for (const c of [0, 1, 2] as const) mean[c] += channel((y * WIDTH + x) * 4 + c) / 9;
      }
    }
    return mean;
  };
  const topLeft = corner(0, 0);
  const topRight = corner(WIDTH - 3, 0);
  const bottomLeft = corner(0, HEIGHT - 3);
  const bottomRight = corner(WIDTH - 3, HEIGHT - 3);
  const ink = new Float32Array(WIDTH * HEIGHT);
  const tint = new Float32Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    const v = y / (HEIGHT - 1);
    for (let x = 0; x < WIDTH; x++) {
      const u = x / (WIDTH - 1);
      const away = ([0, 1, 2] as const).map((c) => {
        const background =
          (1 - v) * ((1 - u) * topLeft[c] + u * topRight[c]) +
          v * ((1 - u) * bottomLeft[c] + u * bottomRight[c]);
        return channel((y * WIDTH + x) * 4 + c) - background;
      });
      const distance = Math.hypot(...away);
      if (distance < INK_FROM) continue;
      ink[y * WIDTH + x] = Math.min(1, distance / INK_FULL);
      away.forEach((value, c) => (tint[(y * WIDTH + x) * 3 + c] = value / distance));
    }
  }
  return withoutLines({ width: WIDTH, height: HEIGHT, ink }, tint);
}

/**
 * Drops the noise lines: every stroke is drawn in one colour, so ink is grouped by its tint (its
 * direction away from the background, the same across an anti-aliased edge), and a group that
 * runs across most of the picture is a line. A glyph may share a line's colour: in the columns
 * where such a group holds more than a line's few pixels, its ink stays.
 */
function withoutLines(map: InkMap, tint: Float32Array): InkMap {
  const groups: { tint: number[]; left: number; right: number }[] = [];
  const groupOf = new Int32Array(map.ink.length).fill(-1);
  for (let at = 0; at < map.ink.length; at++) {
    if (!map.ink[at]) continue;
    const own = [0, 1, 2].map((c) => tint[at * 3 + c] ?? 0);
    const x = at % map.width;
    let index = groups.findIndex(
      (group) => group.tint.reduce((sum, value, c) => sum + value * (own[c] ?? 0), 0) > SAME_TINT,
    );
    const group = groups[index] ?? { tint: own, left: x, right: x };
    if (index < 0) index = groups.push(group) - 1;
    groupOf[at] = index;
    group.left = Math.min(group.left, x);
    group.right = Math.max(group.right, x);
  }
  const perColumn = new Int32Array(groups.length * map.width);
  for (let at = 0; at < map.ink.length; at++) {
    const index = groupOf[at] ?? -1;
    const cell = index * map.width + (at % map.width);
    if (index >= 0) perColumn[cell] = (perColumn[cell] ?? 0) + 1;
  }
  const ink = map.ink.map((value, at) => {
    const index = groupOf[at] ?? -1;
    const group = groups[index];
    if (!group) return 0;
    const lineOnly = (perColumn[index * map.width + (at % map.width)] ?? 0) <= LINE_THICKNESS;
    return group.right - group.left >= LINE_SPAN && lineOnly ? 0 : value;
  });
  return { ...map, ink };
}

/**
 * The glyph columns: svg-captcha spaces the characters evenly, so column i is centred at
 * (i + 1) of the width's equal parts.
 */
const columnCentres = (count: number) =>
  Array.from({ length: count }, (_, i) => ((WIDTH - 2) / (count + 1)) * (i + 1));

/**
 * The best normalised correlation of a template, placed anywhere in a glyph column, with the
 * column's ink: extra ink and missing ink both lower it, whatever the template's size.
 */
function bestMatch(map: InkMap, template: Template, centre: number): number {
  const from = Math.max(0, Math.round(centre - HALF_COLUMN));
  const to = Math.min(map.width, Math.round(centre + HALF_COLUMN));
  const area = (to - from) * map.height;
  let inkSum = 0;
  let inkSquares = 0;
  for (let y = 0; y < map.height; y++) {
    for (let x = from; x < to; x++) {
      const value = map.ink[y * map.width + x] ?? 0;
      inkSum += value;
      inkSquares += value * value;
    }
  }
  const inkSpread = inkSquares - (inkSum * inkSum) / area;
  if (inkSpread <= 0) return -1;
  const score = (left: number, top: number) => {
    let both = 0;
    let sum = 0;
    let squares = 0;
    for (const pixel of template.pixels) {
      const x = left + pixel.x;
      const y = top + pixel.y;
      if (x < from || x >= to || y < 0 || y >= map.height) continue;
      const ink = pixel.ink;
      both += ink * (map.ink[y * map.width + x] ?? 0);
      sum += ink;
      squares += ink * ink;
    }
    const spread = squares - (sum * sum) / area;
    return spread > 0 ? (both - (sum * inkSum) / area) / Math.sqrt(spread * inkSpread) : -1;
  };
  // Every second placement first, then the neighbours of the best of them.
  const slack = Math.max(2, to - from - template.width);
  const firstLeft = Math.round(centre - template.width / 2 - slack / 2);
  let best = { score: -1, left: firstLeft, top: 0 };
  for (let top = -OVERHANG; top <= map.height - template.height + OVERHANG; top += 2) {
    for (let left = firstLeft; left <= firstLeft + slack; left += 2) {
      const value = score(left, top);
      if (value > best.score) best = { score: value, left, top };
    }
  }
  let finest = best.score;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++)
      finest = Math.max(finest, score(best.left + dx, best.top + dy));
  }
  return finest;
}

/** The reader's best guess of the characters in a captcha image (PNG or SVG), lower-cased. */
export async function readCaptcha(
  image: Buffer,
  length: number = SVG_CAPTCHA_OPTIONS.size,
): Promise<string> {
  templates ??= buildTemplates();
  const table = templates;
  const map = await inkOf(image);
  return columnCentres(length)
    .map((centre) => {
      let best = { char: '?', score: -Infinity };
      for (const template of table) {
        const score = bestMatch(map, template, centre);
        if (score > best.score) best = { char: template.char, score };
      }
      return best.char;
    })
    .join('');
}
