/**
 * One STOMP frame sent to many sockets: its bytes are made once, on the first socket that needs
 * them, and every socket after shares them. A SockJS socket takes the frame inside a SockJS
 * message (`a["…"]`), a raw websocket takes it as is.
 */
export class SharedFrame {
  private sockjsBytes: Buffer | undefined;
  private rawBytes: Buffer | undefined;

  constructor(readonly text: string) {}

  get sockjs(): Buffer {
    this.sockjsBytes ??= Buffer.from(sockjsMessage(this.text));
    return this.sockjsBytes;
  }

  get raw(): Buffer {
    this.rawBytes ??= Buffer.from(this.text);
    return this.rawBytes;
  }
}

/** SockJS's framing of one server message: an array of strings behind `a`. */
export const sockjsMessage = (text: string): string => `a${JSON.stringify([text])}`;
