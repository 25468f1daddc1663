// The Fire button's tooltip when it is greyed for a reason of the figure's own (play-test 11c: out of ammo,
// the greyed button still read "Aim and fire").
import { describe, expect, it } from 'vitest';
import { fireButtonTitle } from '../../../../src/rulesets/chain-reaction/view/decisionOdds';
import type { FigureState } from '../../../../src/rulesets/chain-reaction/state';

const ace = { id: 'Ace', ammo: 'loaded', fired: false } as FigureState;

describe('the Fire button title', () => {
  it('says out of ammo and the key that reloads, or that the figure already fired, else nothing', () => {
    expect(fireButtonTitle({ ...ace, ammo: 'outOfAmmo' })).toBe('Ace is out of ammo: reload first (R)');
    expect(fireButtonTitle({ ...ace, fired: true })).toBe('Ace has already fired this activation');
    expect(fireButtonTitle(ace)).toBeUndefined();
  });
});
