import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes, type DrawnOnServer } from '../app/router';
import { provideFirstAnswers } from '../lib/first-answers';

/**
 * The resource hints React writes ahead of markup rendered without a document head: the page's
 * head already preloads the one picture that matters, and the rest would compete with the scripts.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** A first screen drawn on the server. */
export interface FirstScreenDrawing {
  markup: string;
  /** The lazily loaded page modules it shows, whose style sheets the page must link. */
  modules: string[];
}

/**
 * The markup of a page's first screen as the site draws it for a guest, from the answers the
 * server writes into the page (`first-answers`), or null for an address the site does not draw
 * (a redirect). The server puts it in `#root`, inert until the site takes it over (hydration,
 * src/main.tsx). Rendering is synchronous, so the answers given here are the only ones read.
 */
export async function renderFirstScreen(
  url: string,
  answers: Record<string, unknown>,
): Promise<FirstScreenDrawing | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const modules = context.matches.flatMap(
    (match) => (match.route.handle as DrawnOnServer | undefined)?.module ?? [],
  );
  provideFirstAnswers(answers);
  try {
    // The same tree as the browser's (src/main.tsx), so the browser can take it over.
    const markup = renderToString(
      <StrictMode>
        <Providers drawn>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    ).replace(LEADING_PRELOADS, '');
    return { markup, modules };
  } finally {
    provideFirstAnswers({});
  }
}
