import { describe, expect, it } from 'vitest';
import { shortcutFile } from './shortcut-file.js';

describe('shortcutFile', () => {
  it('links the game page of the portal, whatever slash ends the public URL', () => {
    const file = shortcutFile({ appId: 7, appName: 'Snake' }, 'https://play.example/');
    expect(file.body).toBe('[InternetShortcut]\nURL=https://play.example/pc/game/7\n');
    expect(file.fileName).toBe('Snake.url');
  });

  it('keeps the name a desktop can store, and the real name for clients that read filename*', () => {
    const file = shortcutFile(
      { appId: 7, appName: ' Dragon\'s "Dash": 2/3 \u0007 Café ' },
      'https://play.example',
    );
    expect(file.fileName).toBe("Dragon's Dash 2 3 Café.url");
    expect(file.contentDisposition).toBe(
      `attachment; filename="Dragon's Dash 2 3 Caf_.url"; filename*=UTF-8''Dragon%27s%20Dash%202%203%20Caf%C3%A9.url`,
    );
  });

  it('falls back to the game id for a name with nothing left', () => {
    expect(shortcutFile({ appId: 9, appName: '???' }, 'http://x').fileName).toBe('game-9.url');
  });
});
