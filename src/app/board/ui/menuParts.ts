// What the menu shows of a game with a plain table: its new-battle card (the knob editor) and its lessons'
// buttons. One module the menu fetches with the game's own code, so neither is in the first paint.
export { boardNewBattleCard } from './newBattleCard';
export { lessonButtons } from './lessonPanel';
