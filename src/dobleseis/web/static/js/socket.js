// A WebSocket that comes back by itself (docs/api.md, Live): a dropped connection is opened
// again after a wait that doubles each time (0.5 s to 5 s) and starts over once it is open.
// The table's connection (live.js) and the lobby's (lobbylive.js) both follow it.

const FIRST_WAIT = 500;
const LONGEST_WAIT = 5000;

/**
 * Open `ws(s)://HOST` + `path` and keep it open. `onOpen(socket)`: at each (re)connection,
 * to say hello; `onFrame(frame)`: each JSON frame (anything else is not of the protocol);
 * `onClose(event)`: at each drop, true to stop there (e.g. a table that is no more) instead
 * of trying again. Returns {send(message): false if not open now, close()}.
 */
export function reconnecting(path, { onOpen, onFrame, onClose }) {
  let socket = null;
  let wait = FIRST_WAIT;
  let retry = null;
  let closed = false;

  function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}${path}`);
    socket.addEventListener("open", () => {
      wait = FIRST_WAIT;
      onOpen(socket);
    });
    socket.addEventListener("message", (event) => {
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return; // not a frame of this protocol
      }
      onFrame(frame);
    });
    socket.addEventListener("close", (event) => {
      if (closed) return;
      if (onClose(event)) {
        closed = true;
        return;
      }
      retry = setTimeout(open, wait);
      wait = Math.min(LONGEST_WAIT, wait * 2);
    });
  }

  open();
  return {
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
