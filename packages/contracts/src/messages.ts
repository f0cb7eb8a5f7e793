/** Kinds of player messages (spec section 3, Message). */
export const MessageType = ['system', 'warning', 'event', 'guide', 'announcement'] as const;
export type MessageTypeValue = (typeof MessageType)[number];
