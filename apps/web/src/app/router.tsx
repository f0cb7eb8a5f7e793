import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { DesktopOnly } from './desktop-only';
import { MainLayout } from './layout/main-layout';
import { Root } from './root';
import { LinkExpiredPage, NotFoundPage, ServerErrorPage } from './routes/error-pages';
import { GameInfoPage } from './routes/game-info';
import { GamesListPage } from './routes/games-list';
import { GiftCenterPage } from './routes/gift-center';
import { HomePage } from './routes/home';
import { LoginVerifyPage } from './routes/login-verify';
import { MessageDetailPage } from './routes/message-detail';
import { MyGiftsPage } from './routes/my-gifts';
import { MyMessagesPage } from './routes/my-messages';
import { NewsPage } from './routes/news';
import { NewsDetailPage } from './routes/news-detail';
import { PlayingGamePage } from './routes/playing-game';
import { SupportPage } from './routes/support';
import { NewTicketPage } from './routes/support-new';
import { TicketPage } from './routes/support-ticket';
import { UserInfoPage } from './routes/user-info';

/** The route table of spec section 2, and the publisher console beside it. */
export const routes: RouteObject[] = [
  {
    // The console has its own sign-in and frame; it loads in its own chunk.
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
  },
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
          { path: paths.support, element: <SupportPage /> },
          { path: paths.supportNew, element: <NewTicketPage /> },
          { path: paths.supportTicket(), element: <TicketPage /> },
          { path: paths.giftCenter, element: <GiftCenterPage /> },
          { path: paths.userInfo, element: <UserInfoPage /> },
          { path: paths.news, element: <NewsPage /> },
          { path: paths.newsDetail, element: <NewsDetailPage /> },
          { path: paths.myMessages, element: <MyMessagesPage /> },
          { path: paths.myGifts, element: <MyGiftsPage /> },
          { path: paths.messageDetail(), element: <MessageDetailPage /> },
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
