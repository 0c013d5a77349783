// The live lobby (docs/api.md, Public tables and the lobby): `ws://HOST/api/public/live` pushes
// the LOBBY of every game whenever a public table changes. A dropped connection comes back by
// itself, waiting longer each time (0.5 s to 5 s), as a table's does (live.js).

const FIRST_WAIT = 500;
const LONGEST_WAIT = 5000;

/** Follow the lobby: `onLobby(lobby)` at each LOBBY, `onStatus(status)` "open" or "away".
 * Returns {close()}. */
export function followLobby(onLobby, onStatus) {
  let socket = null;
  let wait = FIRST_WAIT;
  let retry = null;
  let closed = false;

  function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/api/public/live`);
    socket.addEventListener("open", () => {
      wait = FIRST_WAIT;
      socket.send(JSON.stringify({ type: "hello", variant: null }));
    });
    socket.addEventListener("message", (event) => {
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return; // not a frame of this protocol
      }
      if (frame.type === "lobby") {
        onStatus("open");
        onLobby(frame.lobby);
      }
    });
    socket.addEventListener("close", () => {
      if (closed) return;
      onStatus("away");
      retry = setTimeout(open, wait);
      wait = Math.min(LONGEST_WAIT, wait * 2);
    });
  }

  open();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
