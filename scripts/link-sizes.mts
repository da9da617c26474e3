// The length of a shared link's fragment for each example hand (docs/insight.md): npx tsx scripts/link-sizes.mts
console.log('| game | actions | record JSON (chars) | fragment (chars) |');
console.log('| --- | --- | --- | --- |');
import { readFileSync } from 'node:fs';
import { encodeFragment } from '../src/lib/replay/link';
import { listedGames } from '../src/lib/games/registry';
for (const g of listedGames().map((m) => m.id)) {
  const rec = JSON.parse(readFileSync(`docs/examples/${g}-hand.json`, 'utf8'));
  const f = await encodeFragment(rec);
  console.log(`| ${g} | ${rec.actions.length} | ${JSON.stringify(rec).length} | ${f.length} |`);
}
