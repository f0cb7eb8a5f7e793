import type { HOSTED_GAME_FILE_TYPES } from '@portal/contracts';

type HostedFileType = (typeof HOSTED_GAME_FILE_TYPES)[number];

/**
 * The Content-Type of each file type a hosted game may hold, as the games origin sends it from
 * a folder (@fastify/static: the mime database, UTF-8 for text, JavaScript and JSON), so a game
 * served from the bucket gets the same.
 */
const TYPES: Record<HostedFileType, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  csv: 'text/csv; charset=utf-8',
  wasm: 'application/wasm',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/vnd.microsoft.icon',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/x-aac',
  flac: 'audio/x-flac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  bin: 'application/octet-stream',
  atlas: 'application/octet-stream',
  fnt: 'application/octet-stream',
};

const isHostedFileType = (extension: string): extension is HostedFileType =>
  Object.hasOwn(TYPES, extension);

/** The Content-Type of a hosted game's file, by its name's extension (the zip check allows). */
export function hostedFileType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return isHostedFileType(extension) ? TYPES[extension] : 'application/octet-stream';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Every upload is a version of its own, so a hosted game's files never change: only start pages
 * (which a player opens by the game's address) need checking again.
 */
export const hostedCacheControl = (name: string): string =>
  /\.html?$/.test(name) ? REVALIDATE : IMMUTABLE;
