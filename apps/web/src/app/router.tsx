import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { DesktopOnly } from './desktop-only';
import { MainLayout } from './layout/main-layout';
import { Root } from './root';
import { AccountPage } from './routes/account-pages';
import { LinkExpiredPage, NotFoundPage, ServerErrorPage } from './routes/error-pages';
import { GameInfoPage } from './routes/game-info';
import { GamesListPage } from './routes/games-list';
import { HomePage } from './routes/home';
import { LoginVerifyPage } from './routes/login-verify';
import { NewsPage } from './routes/news';
import { NewsDetailPage } from './routes/news-detail';
import { PlayingGamePage } from './routes/playing-game';

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ServerErrorPage />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
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
          { path: paths.gamesList, element: <GamesListPage /> },
          { path: paths.gameInfo(), element: <GameInfoPage /> },
          { path: paths.support, element: <AccountPage area="support" /> },
          { path: paths.giftCenter, element: <AccountPage area="giftCenter" /> },
          { path: paths.userInfo, element: <AccountPage area="userInfo" /> },
          { path: paths.news, element: <NewsPage /> },
          { path: paths.newsDetail, element: <NewsDetailPage /> },
          { path: paths.myMessages, element: <AccountPage area="messages" /> },
          { path: paths.myGifts, element: <AccountPage area="myGifts" /> },
          { path: paths.messageDetail(), element: <AccountPage area="messages" /> },
        ],
      },
      {
        path: paths.playing(),
        element: (
          <DesktopOnly>
            <PlayingGamePage />
          </DesktopOnly>
        ),
      },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      { path: paths.linkExpired, element: <LinkExpiredPage /> },
      { path: paths.serverErrorAlias, element: <Navigate to={paths.serverError} replace /> },
      { path: paths.loginVerify, element: <LoginVerifyPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
