import type { MessageTypeValue } from '@portal/contracts';

/** What a push needs to light the message red dot: who it is for (null: everyone) and what. */
export interface MessageCreated {
  notifId: number;
  userId: number | null;
  type: MessageTypeValue;
  title: string;
  date: number;
}

export interface MessageEventMap {
  created: MessageCreated;
}

export type MessageEventName = keyof MessageEventMap;
type Listener<K extends MessageEventName> = (event: MessageEventMap[K]) => void | Promise<void>;

/**
 * Events of the messages module, told after the change is stored. A listener that fails is
 * reported and never undoes or fails the change: a push is a courtesy, the message is the record.
 */
export function createMessageEvents(onListenerError: (error: unknown) => void) {
  const listeners: { [K in MessageEventName]: Set<Listener<K>> } = { created: new Set() };

  return {
    /** Subscribes; the returned function unsubscribes. */
    on<K extends MessageEventName>(name: K, listener: Listener<K>): () => void {
      listeners[name].add(listener);
      return () => listeners[name].delete(listener);
    },

    emit<K extends MessageEventName>(name: K, event: MessageEventMap[K]): void {
      for (const listener of listeners[name]) {
        try {
          Promise.resolve(listener(event)).catch(onListenerError);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}

export type MessageEvents = ReturnType<typeof createMessageEvents>;
