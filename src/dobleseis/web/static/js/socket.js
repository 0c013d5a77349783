// A WebSocket that comes back by itself (docs/api.md, Live): a dropped connection is opened
// again after a wait that doubles each time (0.5 s to 5 s) and starts over once it is open.
// The table's connection (live.js) and the lobby's (lobbylive.js) both follow it.
//
// A connection can also die without a word (a phone's network gone, a sleeping laptop): the
// browser then sees no close for many minutes, and the page would show a table frozen in the
// past, a move sent on it never answered. So a connection given `ping` sends it every
// HEARTBEAT ms, and one from which nothing came through two of them is dropped: closed and
// opened again, as any other drop. Counted in heartbeats, not by the clock, so a hidden tab
// whose timers the browser slows down is not taken for dead.

const FIRST_WAIT = 500;
const LONGEST_WAIT = 5000;
const HEARTBEAT = 10_000;
const UNANSWERED = 2;

/**
 * Open `ws(s)://HOST` + `path` and keep it open. `onOpen(socket)`: at each (re)connection,
 * to say hello; `onFrame(frame)`: each JSON frame (anything else is not of the protocol);
 * `onClose(event)`: at each drop, true to stop there (e.g. a table that is no more) instead
 * of trying again. `ping`: the message that asks the server for an answer (none: the
 * connection is not watched for silence). Returns {send(message): false if not open now,
 * close()}.
 */
export function reconnecting(path, { onOpen, onFrame, onClose, ping = null }) {
  let socket = null;
  let wait = FIRST_WAIT;
  let retry = null;
  let closed = false;

  function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const here = new WebSocket(`${scheme}//${location.host}${path}`);
    socket = here;
    let beat = null;
    let quiet = 0; // heartbeats since something last came

    function heartbeat() {
      quiet += 1;
      if (quiet <= UNANSWERED) {
        here.send(JSON.stringify(ping));
        return;
      }
      here.close();
      dropped({ code: 1006 }); // its close may come only minutes later: not waited for
    }

    function dropped(event) {
      clearInterval(beat);
      if (closed || socket !== here) return; // closed on purpose, or dropped already
      socket = null;
      if (onClose(event)) {
        closed = true;
        return;
      }
      retry = setTimeout(open, wait);
      wait = Math.min(LONGEST_WAIT, wait * 2);
    }

    here.addEventListener("open", () => {
      if (socket !== here) return;
      wait = FIRST_WAIT;
      onOpen(here);
      if (ping) beat = setInterval(heartbeat, HEARTBEAT);
    });
    here.addEventListener("message", (event) => {
      if (socket !== here) return; // a connection given up for dead that spoke at last
      quiet = 0;
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return; // not a frame of this protocol
      }
      onFrame(frame);
    });
    here.addEventListener("close", dropped);
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
