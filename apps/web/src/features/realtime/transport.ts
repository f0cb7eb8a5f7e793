/** One open STOMP connection, as the realtime client uses it. */
export interface Connection {
  subscribe(destination: string, onBody: (body: string) => void): () => void;
  publish(destination: string, body: string): void;
}

/**
 * Opens the socket and keeps it open: `onConnect` runs on every (re)connection with a fresh
 * connection, whose subscriptions are gone with the one before, and the CONNECTED frame's body
 * (the pending pushes, `data.pushList`). Answers a function that closes it.
 */
export interface Transport {
  open(
    this: void,
    handlers: {
      onConnect: (connection: Connection, connectedBody: string) => void;
      onError: (reason: unknown) => void;
    },
  ): () => void;
}
