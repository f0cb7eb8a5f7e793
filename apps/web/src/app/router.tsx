import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RootRedirect } from './entry/root-redirect';
import { paths } from '../lib/paths';
import { DesktopOnly } from './desktop-only';
import { MainLayout } from './layout/main-layout';
import { Root } from './root';
import { LinkExpiredPage, NotFoundPage, ServerErrorPage } from './routes/error-pages';
import { HomePage } from './routes/home';

/**
 * A lazily loaded page whose first screen the server draws: its module, as the build's manifest
 * names it, so the page arrives with that chunk's style sheets (see src/first-screen).
 */
export interface DrawnOnServer {
  module: string;
}
const drawnOnServer = (module: string): DrawnOnServer => ({ module });

/**
 * The route table of spec section 2, and the publisher console beside it. Home, the frame and
 * the error pages come with the first load; every other page loads its own chunk (with its
 * forms and dialogs) when it is visited, and a chunk that fails to load shows the error page.
 */
export const routes: RouteObject[] = [
  {
    // The console has its own sign-in and frame.
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
  },
  {
    element: <Root />,
    errorElement: <ServerErrorPage />,
    // A first visit to a lazily loaded page shows nothing until its chunk arrives, as before;
    // naming that empty fallback keeps the router from warning about it on every such visit.
    hydrateFallbackElement: <></>,
    children: [
      { path: paths.root, element: <RootRedirect /> },
      {
        element: <MainLayout />,
        children: [
          {
            path: paths.home,
            element: (
              <DesktopOnly>
                <HomePage />
              </DesktopOnly>
            ),
          },
          {
            path: paths.gamesList,
            lazy: async () => ({ Component: (await import('./routes/games-list')).GamesListPage }),
            handle: drawnOnServer('src/app/routes/games-list.tsx'),
          },
          {
            path: paths.gameInfo(),
            lazy: async () => ({ Component: (await import('./routes/game-info')).GameInfoPage }),
            handle: drawnOnServer('src/app/routes/game-info.tsx'),
          },
          {
            path: paths.support,
            lazy: async () => ({ Component: (await import('./routes/support')).SupportPage }),
          },
          {
            path: paths.supportNew,
            lazy: async () => ({ Component: (await import('./routes/support-new')).NewTicketPage }),
          },
          {
            path: paths.supportTicket(),
            lazy: async () => ({ Component: (await import('./routes/support-ticket')).TicketPage }),
          },
          {
            path: paths.giftCenter,
            lazy: async () => ({
              Component: (await import('./routes/gift-center')).GiftCenterPage,
            }),
          },
          {
            path: paths.userInfo,
            lazy: async () => ({ Component: (await import('./routes/user-info')).UserInfoPage }),
          },
          {
            path: paths.news,
            lazy: async () => ({ Component: (await import('./routes/news')).NewsPage }),
          },
          {
            path: paths.newsDetail,
            lazy: async () => ({
              Component: (await import('./routes/news-detail')).NewsDetailPage,
            }),
          },
          {
            path: paths.myMessages,
            lazy: async () => ({
              Component: (await import('./routes/my-messages')).MyMessagesPage,
            }),
          },
          {
            path: paths.myGifts,
            lazy: async () => ({ Component: (await import('./routes/my-gifts')).MyGiftsPage }),
          },
          {
            path: paths.messageDetail(),
            lazy: async () => ({
              Component: (await import('./routes/message-detail')).MessageDetailPage,
            }),
          },
        ],
      },
      {
        path: paths.playing(),
        lazy: async () => {
          const { PlayingGamePage } = await import('./routes/playing-game');
          return {
            element: (
              <DesktopOnly>
                <PlayingGamePage />
              </DesktopOnly>
            ),
          };
        },
      },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      { path: paths.linkExpired, element: <LinkExpiredPage /> },
      { path: paths.serverErrorAlias, element: <Navigate to={paths.serverError} replace /> },
      {
        path: paths.loginVerify,
        lazy: async () => ({ Component: (await import('./routes/login-verify')).LoginVerifyPage }),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the lazily loaded pages this address shows and puts them in the route table, so a router
 * made after it renders them at once: the site's first render must take over a first screen drawn
 * on the server (hydration), which a page still loading would not match.
 */
export async function loadPagesAt(location: Location): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
