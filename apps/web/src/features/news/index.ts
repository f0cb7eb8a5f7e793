export type { NewsChannel } from './api/get-news';
export { useNewsDetail } from './api/get-news';
export { NewsArticle } from './components/news-article';
export { NewsFeed } from './components/news-feed';
