import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './layout/admin-layout';
import { AdminLoginPage } from './pages/login-page';
import { AuditPage } from './pages/audit-page';
import { AnalyticsPage } from './pages/analytics/analytics-page';
import { BannersPage } from './pages/banners/banners-page';
import { GameEditPage } from './pages/games/game-edit-page';
import { GameOrderPage } from './pages/games/game-order-page';
import { GamesPage } from './pages/games/games-page';
import { NewGamePage } from './pages/games/new-game-page';
import { NewNewsPage } from './pages/news/new-news-page';
import { NewsEditPage } from './pages/news/news-edit-page';
import { NewsPage } from './pages/news/news-page';
import { GiftsPage } from './pages/gifts/gifts-page';
import { MessagesPage } from './pages/messages/messages-page';
import { PlayerPage } from './pages/players/player-page';
import { PlayersPage } from './pages/players/players-page';
import { SupportPage } from './pages/support/support-page';
import { TicketPage } from './pages/support/ticket-page';

/**
 * The publisher console at /admin: its own sign-in, then one page per area. It is a separate
 * chunk of the site, loaded only when an /admin address is opened.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="games" replace />} />
        <Route path="games" element={<GamesPage />} />
        <Route path="games/new" element={<NewGamePage />} />
        <Route path="games/order" element={<GameOrderPage />} />
        <Route path="games/:appId" element={<GameEditPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="news/new" element={<NewNewsPage />} />
        <Route path="news/:newsId" element={<NewsEditPage />} />
        <Route path="gifts" element={<GiftsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="support/:ticketId" element={<TicketPage />} />
        <Route path="players" element={<PlayersPage />} />
        <Route path="players/:userId" element={<PlayerPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
