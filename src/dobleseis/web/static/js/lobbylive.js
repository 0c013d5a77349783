// The live lobby (docs/api.md, Public tables and the lobby): `ws://HOST/api/public/live` pushes
// the LOBBY of every game whenever a public table changes. A dropped connection comes back by
// itself, as a table's does, and so does one that went silent (socket.js).

import { reconnecting } from "./socket.js";

/** Follow the lobby: `onLobby(lobby)` at each LOBBY, `onStatus(status)` "open" or "away".
 * Returns {close()}. */
export function followLobby(onLobby, onStatus) {
  const socket = reconnecting("/api/public/live", {
    onOpen: (open) => open.send(JSON.stringify({ type: "hello", variant: null })),
    ping: { type: "ping" }, // answered `pong` (the only other thing the lobby reads)
    welcome: (frame) => frame.type === "lobby",
    onFrame(frame) {
      if (frame.type === "lobby") {
        onStatus("open");
        onLobby(frame.lobby);
      }
    },
    onClose() {
      onStatus("away");
      return false;
    },
  });
  return { close: socket.close };
}
