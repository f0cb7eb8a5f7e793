export { GameFrame } from './components/game-frame';
