// A WebSocket that comes back by itself (docs/api.md, Live): a dropped connection is opened
// again after a wait that doubles each time (0.5 s to 5 s) and starts over once the server has
// taken it (its welcome), not as soon as it opens: a server that opens the connection only to
// close it at once ("try again later", 1013: the match database away, too many watchers) would
// otherwise be asked again twice a second for as long as it says no. When it says how long to
// wait (`later`), the next try waits that long. The table's connection (live.js) and the lobby's
// (lobbylive.js) both follow it.
//
// A connection can also die without a word (a phone's network gone, a sleeping laptop): the
// browser then sees no close for many minutes, and the page would show a table frozen in the
// past, a move sent on it never answered. So a connection given `ping` sends it every
// HEARTBEAT ms, and one from which nothing came through two of them is dropped: closed and
// opened again, as any other drop. Counted in heartbeats, not by the clock, so a hidden tab
// whose timers the browser slows down is not taken for dead. When the page is shown again (a
// phone woken, a tab brought back after an hour) or the network comes back, the connection is
// asked for an answer at once and dropped if none comes within CHECK ms — the table is not
// shown as it was an hour ago for two heartbeats more — and a try waiting its turn is made now.
// So is it when the browser says the network is gone (its `offline` event): the page says
// within CHECK ms that the connection is lost, not two heartbeats later; no try is made then.

const FIRST_WAIT = 500;
const LONGEST_WAIT = 5000;
const HEARTBEAT = 10_000;
const UNANSWERED = 2;
const CHECK = 5000;

/**
 * Open `ws(s)://HOST` + `path` and keep it open. `onOpen(socket)`: at each (re)connection,
 * to say hello; `onFrame(frame)`: each JSON frame (anything else is not of the protocol);
 * `welcome(frame)`: whether a frame says the server took the connection (the waits start over);
 * `onClose(event)`: at each drop, true to stop there (e.g. a table that is no more) instead
 * of trying again. `ping`: the message that asks the server for an answer (none: the
 * connection is not watched for silence). Returns {send(message): false if not open now,
 * later(ms): the next try waits at least `ms`, close()}.
 */
export function reconnecting(path, { onOpen, onFrame, welcome, onClose, ping = null }) {
  let socket = null;
  let wait = FIRST_WAIT;
  let asked = 0; // the wait the server asked for before the next try (ms)
  let retry = null;
  let closed = false;
  let check = null; // asks the open connection for an answer now (`woken`)
  let putOff = false; // the try waiting was put off by the server: it is not made sooner

  function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const here = new WebSocket(`${scheme}//${location.host}${path}`);
    socket = here;
    let beat = null;
    let quiet = 0; // heartbeats since something last came
    let answer = null; // the wait for an answer to a check

    function heartbeat() {
      quiet += 1;
      if (quiet <= UNANSWERED) {
        here.send(JSON.stringify(ping));
        return;
      }
      dead();
    }

    function dead() {
      here.close();
      dropped({ code: 1006 }); // its close may come only minutes later: not waited for
    }

    function dropped(event) {
      clearInterval(beat);
      clearTimeout(answer);
      if (closed || socket !== here) return; // closed on purpose, or dropped already
      socket = null;
      if (onClose(event)) {
        stop();
        return;
      }
      retry = setTimeout(open, Math.max(wait, asked));
      putOff = asked > wait;
      asked = 0;
      wait = Math.min(LONGEST_WAIT, wait * 2);
    }

    here.addEventListener("open", () => {
      if (socket !== here) return;
      onOpen(here);
      if (!ping) return;
      beat = setInterval(heartbeat, HEARTBEAT);
      check = () => {
        if (socket !== here || answer !== null) return;
        here.send(JSON.stringify(ping));
        answer = setTimeout(dead, CHECK);
      };
    });
    here.addEventListener("message", (event) => {
      if (socket !== here) return; // a connection given up for dead that spoke at last
      quiet = 0;
      clearTimeout(answer);
      answer = null;
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return; // not a frame of this protocol
      }
      if (welcome(frame)) {
        wait = FIRST_WAIT;
        asked = 0;
      }
      onFrame(frame);
    });
    here.addEventListener("close", dropped);
  }

  /** The page shown again, or the network back: the open connection is checked, a try
   * waiting its turn is made now. */
  function woken() {
    if (closed || document.hidden) return;
    if (socket) return socket.readyState === WebSocket.OPEN && check?.();
    if (putOff) return;
    clearTimeout(retry);
    open();
  }

  /** The browser says the network is gone: the open connection is checked (no answer can
   * come, so it is dropped within CHECK ms); a try waiting its turn keeps its time. */
  function gone() {
    if (!closed && socket?.readyState === WebSocket.OPEN) check?.();
  }

  /** No more tries, and nothing left listening. */
  function stop() {
    closed = true;
    clearTimeout(retry);
    document.removeEventListener("visibilitychange", woken);
    window.removeEventListener("online", woken);
    window.removeEventListener("offline", gone);
  }

  document.addEventListener("visibilitychange", woken);
  window.addEventListener("online", woken);
  window.addEventListener("offline", gone);
  open();
  return {
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    later(ms) {
      asked = ms;
    },
    close() {
      stop();
      socket?.close();
    },
  };
}
