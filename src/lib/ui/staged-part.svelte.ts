import { staged } from './staged';

/**
 * A part of a component built in a later slice of `staged` work: `ready` turns true then and stays
 * true. The table opens in a few such pieces (the strip's lines, the felt, the hand's cards, then
 * each card face) instead of one task a mid-range phone needed over 100 ms for (issue 13). A part
 * that waits must hold no room the layout depends on, so nothing moves when it arrives: it sits in
 * a box of fixed size, or out of the flow. Call it while the component is being set up; `wanted`
 * says whether to wait at all (otherwise the part is built at once).
 */
export function stagedPart(wanted: () => boolean = () => true): { readonly ready: boolean } {
  let ready = $state(false);
  $effect(() => {
    if (wanted() && !ready) return staged(() => (ready = true));
  });
  return {
    get ready() {
      return ready || !wanted();
    }
  };
}
