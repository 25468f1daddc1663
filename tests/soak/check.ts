// The battle invariants live in src/sim/invariants.ts (the soak uses them too); re-exported for the tests.
export * from '../../src/rulesets/chain-reaction/sim/invariants';
