export { useGameDetail } from './api/get-game-detail';
export { GameDetails } from './components/game-details';
export { GameRow } from './components/game-row';
export { GamesList } from './components/games-list';
export { PlayButton } from './components/play-button';
