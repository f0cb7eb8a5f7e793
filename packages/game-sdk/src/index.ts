export * from './game-client.js';
export * from './portal-host.js';
export * from './protocol.js';
