import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { buildDir, root } from './portal-server.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React page." />
    <title>Bare React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`;

const MAIN_JSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
`;

/**
 * The web ceiling: a React app that renders one heading, built with the site's own Vite config
 * (same plugins, target and chunking), in a folder of the cache. Answers its dist folder.
 */
export async function buildBareReact() {
  const dir = path.join(buildDir, 'bare-react');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'src', 'main.jsx'), MAIN_JSX);
  await build({
    root: dir,
    configFile: path.join(root, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
  });
  return path.join(dir, 'dist');
}
