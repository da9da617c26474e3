import { csvText } from '../scorekeeper/csv';
import type { GroupStats } from './stats';

/**
 * The statistics as CSV, one figure a row (game, players, whose, figure, value), so a spreadsheet
 * can filter and pivot them. Cells go through the scorekeeper's csvCell: a player named "=1+2" is
 * text, never a formula.
 */
export function statsCsv(groups: readonly GroupStats[]): string {
  const rows: (string | number)[][] = [['game', 'players', 'who', 'figure', 'value']];
  for (const g of groups) {
    const row = (who: string, figure: string, value: string | number) => rows.push([g.game, g.players, who, figure, value]);
    const y = g.you;
    if (y) {
      row('you', 'hands', y.hands);
      row('you', 'as declarer', y.roles.declarer);
      row('you', 'as partner', y.roles.partner);
      row('you', 'as defender', y.roles.defender);
      row('you', 'nobody declared', y.roles.none);
      row('you', `total (${g.unit})`, y.total);
      row('you', `average per hand (${g.unit})`, round(y.total / y.hands));
      for (const c of y.contracts) {
        row('you', `${c.contract} bid`, c.bid);
        row('you', `${c.contract} made`, c.made);
      }
      for (const p of y.trend) row('you', `average hands ${p.from}-${p.to}`, round(p.average));
      row('you', 'best hand', y.best.result);
      row('you', 'worst hand', y.worst.result);
      row('you', 'hints taken', y.hints);
      if (y.accuracy) {
        row('you', 'hands with an accuracy', y.accuracy.hands);
        row('you', 'accuracy (mean)', round(y.accuracy.mean));
        for (const p of y.accuracy.trend) row('you', `accuracy hands ${p.from}-${p.to}`, round(p.average));
      }
      for (const l of y.levels) {
        row(`bots ${l.level}`, 'hands', l.hands);
        row(`bots ${l.level}`, `average per hand (${g.unit})`, round(l.total / l.hands));
        row(`bots ${l.level}`, 'declared', l.declared);
        row(`bots ${l.level}`, 'made', l.made);
      }
    }
    for (const n of g.names) {
      row(n.name, 'sessions', n.sessions);
      row(n.name, 'hands', n.hands);
      row(n.name, `total (${g.unit})`, n.total);
      row(n.name, 'hands won', n.won);
      row(n.name, 'as declarer', n.declarer);
      if (n.accuracy !== null) {
        row(n.name, 'hands with an accuracy', n.judged);
        row(n.name, 'accuracy (mean)', round(n.accuracy));
      }
    }
  }
  return csvText(rows);
}

const round = (x: number) => Math.round(x * 100) / 100;
