/**
 * Test-only games (games/toy, docs/adding-a-game.md) are built into the app but listed only on a
 * device where they are switched on: localStorage 'trull.testGames' = '1' (the e2e tests set it;
 * a developer can too, from the browser console). Players never see them.
 */
const TEST_GAMES_KEY = 'trull.testGames';

export function testGamesOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TEST_GAMES_KEY) === '1';
  } catch {
    return false;
  }
}
