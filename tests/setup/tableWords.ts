// Every test file starts with Chain Reaction's table words (its ruleset's `view`) in place, as the registry and
// the sim have them: the page fetches them after its first paint (src/rulesets/chain-reaction/view/lazy.ts).
import { chainReactionView } from '../../src/rulesets/chain-reaction/view';
import { useView } from '../../src/rulesets/chain-reaction/view/lazy';

useView(chainReactionView);
