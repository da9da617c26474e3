import { handOp, type LedgerEvent, type LedgerOp } from '../../src/lib/scorekeeper/ledger';
import type { EntryValues } from '../../src/lib/scorekeeper/entry';

/** For tests: a ledger built event by event, with ids and times in order. */
export function testLedger() {
  const events: LedgerEvent[] = [];
  const add = (op: LedgerOp, correctedFrom?: string) => {
    const ev: LedgerEvent = { id: `e${events.length + 1}`, createdAt: events.length + 1, entry: op };
    if (correctedFrom) ev.correctedFrom = correctedFrom;
    events.push(ev);
    return ev.id;
  };
  return { events, add, hand: (v: EntryValues) => add(handOp(v)) };
}
