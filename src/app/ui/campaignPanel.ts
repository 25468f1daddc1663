// The menu's campaign card: start a campaign (the Star and the force; the first group is recruited at
// once), see the roster and how past encounters went, play the next Patrol, Raid or Defend with it (or
// watch the computer play it; "Set up" lets the players place their group first), and save or load the roster
// file that `sim --roster FILE` also uses.
import type { App } from '../app';
import { FORCE_LABELS } from '../forces';
import { FORCES, type Force, type TableKind } from '../../scenario/vocab';
import { h, saveAs } from './dom';
import { fileName } from '../fileName';
import { LIGHTS, select, TERRAINS } from './choices';
import { pickFile } from './files';
import { CHAIN_REACTION } from '../crSession';
import { partnersPanel } from './partnersPanel';

/** Why an encounter ended, in the campaign's own words (its raw reason when it has none). */
const endWords = (reason: string): string => CHAIN_REACTION.campaign?.endWords?.(reason) ?? reason;
/** A history line as the campaign words it: one plain sentence (the bare parts when it has none). */
const historyLine = (e: { encounter: number; kind: string; won: boolean; result: string }): string =>
  CHAIN_REACTION.campaign?.historyLine?.(e) ??
  `${e.encounter}. ${e.kind}: ${e.won ? 'won' : 'not won'} (${endWords(e.result)})`;

/** A roster row's cells: the name (★ for the Star), the Rep and the weapon by name ("Assault rifle", not the
 *  token's code "AR": a new player reads names). */
export function rosterCells(m: { id: string; rep: number; weapon: string; star?: boolean }): string[] {
  const weapon = CHAIN_REACTION.campaign?.weaponName?.(m.weapon) ?? m.weapon;
  return [`${m.id}${m.star ? ' ★' : ''}`, `Rep ${m.rep}`, weapon];
}

const ENCOUNTERS = [
  { id: 'patrol', label: 'Patrol' },
  { id: 'raid', label: 'Raid' },
  { id: 'defend', label: 'Defend' },
] as const;

function salt(): string {
  return Math.floor(Math.random() * 1e6).toString(36);
}

export function campaignCard(app: App, fail: (line: string) => void, redraw: () => void): HTMLElement {
  const card = h('section', { class: 'card', id: 'campaign' });
  const c = app.campaign;
  const row = (label: string, el: HTMLElement) => h('label', { class: 'row' }, h('span', {}, label), el);
  const loadRoster = () =>
    pickFile((text, name) => {
      const r = app.loadRoster(text, name);
      if (!r.ok) fail(r.error);
      else redraw();
    });

  if (!c) {
    const star = h('input', {
      id: 'camp-star',
      type: 'text',
      value: 'Riker',
      maxlength: 24,
      spellcheck: false,
    }) as HTMLInputElement;
    const rep = select(
      'camp-rep',
      [
        { id: '4', label: 'Rep 4' },
        { id: '5', label: 'Rep 5' },
        { id: '6', label: 'Rep 6' },
      ],
      '5',
    );
    const force = select(
      'camp-force',
      FORCES.map((f) => ({ id: f, label: FORCE_LABELS[f] })),
      'military',
    );
    const report = h('ul', { id: 'camp-report', class: 'muted' });
    const begin = () => {
      const r = app.beginCampaign({
        star: star.value,
        rep: Number(rep.value),
        force: force.value as Force,
        seed: `${star.value.trim()}-${salt()}`,
      });
      if (!r.ok) {
        fail(r.error);
        return;
      }
      redraw();
    };
    card.append(
      h('h2', {}, 'Campaign'),
      h(
        'p',
        { class: 'muted' },
        'Your Star and the Grunts who follow them, from one encounter to the next: the wounded recover or not, Reps rise and fall, recruits fill the gaps.',
      ),
      row('Your Star', star),
      row('Rep', rep),
      row('Force', force),
      h(
        'div',
        { class: 'choices' },
        h('button', { type: 'button', class: 'primary', id: 'camp-start', onclick: begin }, 'Start a campaign'),
        h('button', { type: 'button', id: 'camp-load', onclick: loadRoster }, 'Load a roster file...'),
      ),
      report,
    );
    return card;
  }

  const r = c.roster;
  const members = [r.star, ...r.grunts];
  const rows = members.map((m) => h('tr', {}, ...rosterCells(m).map((c, i) => h(i === 0 ? 'th' : 'td', {}, c))));
  const history = r.history
    .slice(-5)
    .reverse()
    .map((e) => h('li', {}, historyLine(e)));
  // The next encounter's kind as radios, like the New battle's Kind row with the same three words: a
  // drop-down labelled "Next" was taken for plain words, and a click on "Defend" left Patrol chosen (play-test
  // 3, 27; play-test 4).
  const kind = h(
    'div',
    { class: 'radios', role: 'radiogroup', id: 'camp-kind', 'aria-label': 'Next encounter' },
    ENCOUNTERS.map((k) =>
      h(
        'label',
        {},
        h('input', {
          type: 'radio',
          name: 'camp-kind',
          value: k.id,
          checked: k.id === 'patrol',
          id: `camp-kind-${k.id}`,
        }),
        ` ${k.label}`,
      ),
    ),
  );
  const kindValue = (): 'patrol' | 'raid' | 'defend' =>
    ((kind.querySelector('input:checked') as HTMLInputElement | null)?.value ?? 'patrol') as
      'patrol' | 'raid' | 'defend';
  const terrain = select('camp-terrain', TERRAINS, 'random');
  const light = select('camp-light', LIGHTS, 'day');
  const watch = h('input', { id: 'camp-watch', type: 'checkbox' }) as HTMLInputElement;
  // Ticked, the players place their group before turn 1, as the menu's Set up box; unticked, the computer does.
  const deploy = h('input', { id: 'camp-deploy', type: 'checkbox', checked: true }) as HTMLInputElement;
  const play = () => {
    if (
      c.playing &&
      typeof confirm === 'function' &&
      !confirm(
        `Encounter ${r.encounters + 1} is still under way (Continue picks it up). Leave it unfinished and start another? Nobody recovers or changes Rep for an unfinished one.`,
      )
    )
      return;
    const args = [
      kindValue(),
      terrain.value as TableKind,
      light.value as 'day' | 'night',
      watch.checked,
      salt(),
      deploy.checked,
    ] as const;
    void app
      .whenReady(() => app.campaignEncounter(...args))
      .then((res) => {
        if (!res.ok) fail(res.error);
      });
  };
  const end = () => {
    if (
      typeof confirm === 'function' &&
      !confirm(`End ${r.star.id}'s campaign? Save the roster file first if you may want it back.`)
    )
      return;
    app.endCampaign();
    redraw();
  };
  card.append(
    h('h2', {}, `Campaign: ${r.star.id}'s ${FORCE_LABELS[r.force].toLowerCase()}`),
    h(
      'p',
      {},
      r.over
        ? `${r.star.id} is gone: the campaign is over after ${r.encounters} encounter${r.encounters === 1 ? '' : 's'}.`
        : `${r.encounters} encounter${r.encounters === 1 ? '' : 's'} played; ${members.length} in the group.`,
    ),
    c.playing
      ? h(
          'p',
          { class: 'muted', id: 'camp-playing' },
          `Encounter ${r.encounters + 1} is under way: Continue above picks it up.`,
        )
      : h('span', {}),
    h('table', { id: 'camp-roster' }, h('tbody', {}, rows)),
    history.length ? h('ul', { class: 'muted', id: 'camp-history' }, history) : h('span', {}),
    partnersPanel(app, fail, redraw),
    ...(r.over
      ? []
      : [
          h('div', { class: 'row' }, h('span', {}, 'Next encounter'), kind),
          row('Terrain', terrain),
          row('Light', light),
          h(
            'label',
            { class: 'row' },
            h('span', {}, 'Watch'),
            watch,
            h('small', { class: 'muted' }, 'the computer plays your side too (the autopilot)'),
          ),
          h(
            'label',
            { class: 'row' },
            h('span', {}, 'Set up'),
            deploy,
            h('small', { class: 'muted' }, 'place your group before turn 1 (unticked or watching: the computer does)'),
          ),
        ]),
    h(
      'div',
      { class: 'choices' },
      r.over
        ? null
        : h('button', { type: 'button', class: 'primary', id: 'camp-play', onclick: play }, 'Play the next encounter'),
      h(
        'button',
        { type: 'button', id: 'camp-save', onclick: () => saveAs(fileName(r.star.id, 'roster'), app.exportRoster()) },
        'Save the roster file',
      ),
      h('button', { type: 'button', id: 'camp-load', onclick: loadRoster }, 'Load a roster file...'),
      h('button', { type: 'button', id: 'camp-end', onclick: end }, 'End the campaign'),
    ),
  );
  return card;
}
