import nodeModule from 'node:module';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@portal/contracts';
import type * as NapiCanvas from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';

/**
 * The captcha picture: a PNG drawn at twice the shown size, so a template table of any one font
 * cannot read it. Each character gets one of three unrelated fonts, its own size, rotation, shear
 * and stretch, overlaps its neighbours, and the whole text is bent by a random wave; arcs of the
 * text's own colours and thickness cross it, and speckles and a two-colour background surround it.
 */

/** The characters drawn: none a distorted glyph makes look like another (0/o, 1/l/i, 5/s, 9/q, z/2). */
export const CAPTCHA_CHARS = '234678abcdefghjkmnpqrtuvwxy';
/** Letters also drawn in capitals: the ones whose capital is still plainly the same letter. */
const CAPITALS = 'aefhmnrt';
const SCALE = 2;
const WIDTH = CAPTCHA_WIDTH * SCALE;
const HEIGHT = CAPTCHA_HEIGHT * SCALE;

// The fonts are files of their packages, found the way an import would find them.
const fontRequire = nodeModule.createRequire(import.meta.url);
/** Open-licence fonts (SIL OFL, Apache 2.0) of unrelated shapes: handwriting, slab serif, sans. */
const FONTS: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff2', 'captcha-hand'],
  ['@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2', 'captcha-slab'],
  ['@fontsource/rubik/files/rubik-latin-600-normal.woff2', 'captcha-sans'],
];
type Canvas = typeof NapiCanvas;
let canvasLoaded: Promise<Canvas> | undefined;

/**
 * The drawing library with the fonts registered, loaded with the first captcha: a portal that
 * never asks for one (most starts) does not carry the native library's memory.
 */
function loadCanvas(): Promise<Canvas> {
  canvasLoaded ??= import('@napi-rs/canvas').then((canvas) => {
    for (const [file, family] of FONTS) {
      if (!canvas.GlobalFonts.registerFromPath(fontRequire.resolve(file), family)) {
        throw new Error(`the captcha font ${file} could not be loaded`);
      }
    }
    return canvas;
  });
  canvasLoaded.catch(() => {
    canvasLoaded = undefined;
  });
  return canvasLoaded;
}

/** The drawing's randomness; tests pass a seeded one to draw the same picture twice. */
export type Random = () => number;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly [T, ...T[]]): T =>
  items[Math.floor(random() * items.length)] ?? items[0];

/** A dark colour of the captcha's hue, so text and arcs share it and cannot be told apart by it. */
const ink = (random: Random, hue: number) =>
  `hsl(${Math.round(hue + between(random, -40, 40))} ${Math.round(between(random, 45, 80))}% ${Math.round(between(random, 15, 32))}%)`;

function drawBackground(context: SKRSContext2D, random: Random, hue: number): void {
  const gradient = context.createLinearGradient(
    0,
    between(random, 0, HEIGHT),
    WIDTH,
    between(random, 0, HEIGHT),
  );
  gradient.addColorStop(0, `hsl(${Math.round(hue + 180)} 60% 94%)`);
  gradient.addColorStop(1, `hsl(${Math.round(hue + between(random, 90, 150))} 55% 87%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 6; i++) {
    context.fillStyle = `hsl(${Math.round(hue + between(random, 0, 360))} 50% ${Math.round(between(random, 75, 90))}% / 0.5)`;
    context.beginPath();
    context.ellipse(
      between(random, 0, WIDTH),
      between(random, 0, HEIGHT),
      between(random, 8, 30),
      between(random, 6, 20),
      between(random, 0, Math.PI),
      0,
      Math.PI * 2,
    );
    context.fill();
  }
}

/** Draws the characters on a clear layer, each with its own font, size and transform. */
function drawText(context: SKRSContext2D, random: Random, text: string, hue: number): void {
  const step = (WIDTH - 36) / text.length;
  let x = between(random, 14, 24);
  for (const char of text) {
    context.save();
    const size = between(random, 42, 52);
    context.font = `${Math.round(size)}px ${pick(random, FONTS)[1]}`;
    context.fillStyle = ink(random, hue);
    context.strokeStyle = context.fillStyle;
    // A stroke around the fill varies the weight and keeps the thin handwriting legible.
    context.lineWidth = between(random, 1, 3);
    context.translate(x + step / 2, HEIGHT / 2 + between(random, -4, 4));
    context.rotate(between(random, -0.4, 0.4));
    context.transform(1, between(random, -0.2, 0.2), between(random, -0.35, 0.35), 1, 0, 0);
    context.scale(between(random, 0.8, 1.25), between(random, 0.85, 1.15));
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const shown = CAPITALS.includes(char) && random() < 0.4 ? char.toUpperCase() : char;
    context.fillText(shown, 0, 0);
    context.strokeText(shown, 0, 0);
    context.restore();
    x += step * between(random, 0.82, 1.02);
  }
}

/** Bends the text layer with a wave in each direction, then lays it over the background. */
function warpOnto(target: Uint8ClampedArray, layer: Uint8ClampedArray, random: Random): void {
  const amplitudeX = between(random, 2, 4);
  const amplitudeY = between(random, 3, 6);
  const periodX = between(random, 40, 70);
  const periodY = between(random, 50, 90);
  const phaseX = between(random, 0, Math.PI * 2);
  const phaseY = between(random, 0, Math.PI * 2);
  for (let y = 0; y < HEIGHT; y++) {
    const shiftX = Math.round(amplitudeX * Math.sin(y / (periodX / (2 * Math.PI)) + phaseX));
    for (let x = 0; x < WIDTH; x++) {
      const sourceX = x + shiftX;
      const sourceY = Math.round(y + amplitudeY * Math.sin(x / (periodY / (2 * Math.PI)) + phaseY));
      if (sourceX < 0 || sourceY < 0 || sourceX >= WIDTH || sourceY >= HEIGHT) continue;
      const from = (sourceY * WIDTH + sourceX) * 4;
      const alpha = (layer[from + 3] ?? 0) / 255;
      if (alpha === 0) continue;
      const to = (y * WIDTH + x) * 4;
      for (let c = 0; c < 3; c++) {
        target[to + c] = (layer[from + c] ?? 0) * alpha + (target[to + c] ?? 0) * (1 - alpha);
      }
    }
  }
}

/** Arcs through the text in its colours and at its stroke width, then speckles everywhere. */
function drawNoise(context: SKRSContext2D, random: Random, hue: number): void {
  for (let i = 0; i < 2; i++) {
    context.strokeStyle = ink(random, hue);
    context.lineWidth = between(random, 2, 3.5);
    context.beginPath();
    context.moveTo(between(random, 0, WIDTH / 4), between(random, 10, HEIGHT - 10));
    context.bezierCurveTo(
      between(random, WIDTH / 4, WIDTH / 2),
      between(random, -20, HEIGHT + 20),
      between(random, WIDTH / 2, (3 * WIDTH) / 4),
      between(random, -20, HEIGHT + 20),
      between(random, (3 * WIDTH) / 4, WIDTH),
      between(random, 10, HEIGHT - 10),
    );
    context.stroke();
  }
  for (let i = 0; i < 120; i++) {
    context.fillStyle =
      random() < 0.5 ? ink(random, hue) : `hsl(0 0% ${Math.round(between(random, 85, 100))}%)`;
    context.fillRect(
      between(random, 0, WIDTH),
      between(random, 0, HEIGHT),
      between(random, 1, 3),
      between(random, 1, 3),
    );
  }
}

/** The PNG of a captcha showing `text`. */
export async function drawCaptchaImage(
  text: string,
  random: Random = Math.random,
): Promise<Buffer> {
  const { createCanvas } = await loadCanvas();
  const hue = between(random, 0, 360);
  const picture = createCanvas(WIDTH, HEIGHT);
  const context = picture.getContext('2d');
  drawBackground(context, random, hue);

  const layer = createCanvas(WIDTH, HEIGHT);
  drawText(layer.getContext('2d'), random, text, hue);
  const background = context.getImageData(0, 0, WIDTH, HEIGHT);
  warpOnto(background.data, layer.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT).data, random);
  context.putImageData(background, 0, 0);

  drawNoise(context, random, hue);
  return picture.encode('png');
}
