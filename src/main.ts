// Browser entry: start the game in the #game element.
import { startGame } from './game';

startGame('game');
