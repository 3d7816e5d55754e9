// The players' window reads token art only by a name the published view gives a token: any other
// library image, a hidden combatant's among them, is refused by its image route.
import { describe, expect, it } from 'vitest';
import { testHandlers } from './handlersFixture';
import { assetServer } from '../../../src-main/assetRoute';
import { DEFAULT_PLAYER_SCREEN, type PlayerViewPayload } from '../../../shared/ipc/playerView';

// A 1x1 red PNG and a 1x1 blue one: two different library images.
const RED = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const BLUE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==';

function viewNaming(portrait: string): PlayerViewPayload {
  return {
    system: 'yaugs', phase: 'combat', round: 1, turn: 1, current: null, upNext: [],
    map: { width: 2, height: 2, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [], edges: [], fog: [] },
    tokens: [{ id: 'a', name: 'A', side: 'pc', position: { q: 0, r: 0 }, facing: null, color: null, out: false, harm: 'unhurt', harmDetail: null, current: false, conditions: [], grappledWith: [], portrait }],
    log: [], banner: null,
  };
}

describe('the players\u2019 image route and token art', () => {
  it('serves the art a published token names, and no other image of the library', async () => {
    const { handlers, library, player } = testHandlers('web', '1.0.0');
    const seen = await handlers['asset.import']('hero.png', RED);
    const secret = await handlers['asset.import']('ambusher.png', BLUE);
    if (!seen.ok || !secret.ok) throw new Error('the test images were refused');
    // The rule services.ts gives the players' route: the background, or art a published token names.
    const route = assetServer(() => library.root, (name) => player.since(0).view?.tokens.some((t) => t.portrait === name) === true);
    expect((await route(`/asset/${seen.name}`)).ok).toBe(false);
    handlers['player.publish'](viewNaming(seen.name), DEFAULT_PLAYER_SCREEN);
    const served = await route(`/asset/${seen.name}`);
    expect(served.ok && served.type).toBe('image/png');
    expect(await route(`/asset/${secret.name}`)).toMatchObject({ ok: false, status: 403 });
  });
});
