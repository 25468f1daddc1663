// Each lesson's reference solution as a person gives it at the plain table: select a figure, press a choice,
// click a point or a figure. The Node test plays these through the host object (BoardGame), the Chromium
// test by real clicks on the page; both must reach the lesson's goal.
export type Click = { select: string } | { press: string } | { point: readonly [number, number] } | { figure: string };

export const LESSON_CLICKS: Record<string, Record<string, readonly Click[]>> = {
  'action-cards': {
    cardTurn: [
      { select: 'g1f2' },
      { press: 'move' },
      { point: [15, 6] },
      { select: 'g2f2' },
      { press: 'move' },
      { point: [15, 9] },
    ],
    linkedFire: [
      { select: 'g1f1' },
      { press: 'shoot' },
      { figure: 'g2f1' },
      { select: 'g1f1' },
      { press: 'shoot' },
      { figure: 'g2f1' },
    ],
  },
  'action-points': {
    phaseTurn: [{ press: 'run' }, { point: [10, 12] }, { press: 'endAct' }, { press: 'kneel' }],
    spotShoot: [{ press: 'spot' }, { figure: 'f2' }, { press: 'shoot-aim1' }, { figure: 'f2' }],
  },
  'order-dice': {
    bagOrders: [
      { select: 'f1' },
      { press: 'run' },
      { point: [7, 10] },
      { select: 'g1' },
      { press: 'run' },
      { point: [16, 10] },
    ],
    fireBack: [{ press: 'react:fireBack' }],
  },
};
