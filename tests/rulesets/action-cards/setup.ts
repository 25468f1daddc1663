// Test helpers: small scenario files built in code, and a state started from one (they live beside the
// rules, where `npm run bench` uses the same seeded games).
export { file, randomFile, row, start, type SideSpec } from '../../../src/rulesets/action-cards/randomGame';
