import { describe, expect, it } from 'vitest';
import { channelAllowed } from '../../../src-main/electron/ipc';
import { pickPlayerDisplay } from '../../../src-main/electron/playerWindow';
import { CHANNELS, PLAYER_CHANNELS } from '../../../shared/ipc';

describe("the players' window may use only its own channel", () => {
  it.each(CHANNELS)('%s', (channel) => {
    expect(channelAllowed('hexfray://app/player.html', channel)).toBe((PLAYER_CHANNELS as readonly string[]).includes(channel));
    expect(channelAllowed('hexfray://app/index.html', channel)).toBe(true);
  });

  it('a URL that cannot be read gets nothing', () => {
    expect(channelAllowed('not a url', 'library.list')).toBe(false);
  });
});

describe("where the players' window opens", () => {
  const primary = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
  const tv = { id: 7, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };
  const projector = { id: 9, bounds: { x: -1280, y: 0, width: 1280, height: 800 } };

  it('on a second display, full screen', () => {
    expect(pickPlayerDisplay([primary, tv], 1, null)).toEqual({ display: tv, fullScreen: true });
  });

  it('on the display the GM used last time, when it is still connected', () => {
    expect(pickPlayerDisplay([primary, tv, projector], 1, 9)).toEqual({ display: projector, fullScreen: true });
    expect(pickPlayerDisplay([primary, tv], 1, 9)).toEqual({ display: tv, fullScreen: true });
  });

  it("windowed on the GM's only screen, so it never hides the GM window", () => {
    expect(pickPlayerDisplay([primary], 1, null)).toEqual({ display: primary, fullScreen: false });
  });
});
