import { describe, expect, it } from 'vitest';
import { rawSocketUrl } from './stomp-transport';

describe('rawSocketUrl', () => {
  it("is the endpoint's raw WebSocket on the page's own host, secure on a secure page", () => {
    expect(rawSocketUrl('http://localhost:3000/pc/game/list?x=1')).toBe(
      'ws://localhost:3000/ws/user/init/websocket',
    );
    expect(rawSocketUrl('https://play.example.com/pc')).toBe(
      'wss://play.example.com/ws/user/init/websocket',
    );
  });
});
