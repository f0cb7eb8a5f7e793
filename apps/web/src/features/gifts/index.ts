export { GIFTS_QUERY_KEY } from './api/get-gift-list';
export { GameGifts } from './components/game-gifts';
export { GiftCenter } from './components/gift-center';
export { MyGiftList } from './components/my-gift-list';
