// The live connection to one table (docs/api.md, Live: the WebSocket): it says hello with the
// secrets this device holds, hands every frame the server pushes to `onFrame`, and answers each
// request (`act`, `offer`, `answer`, `hint`) with the `ack`, `hint` or `error` carrying its
// `ref`. A dropped connection comes back by itself, waiting longer each time (0.5 s to 5 s), and
// the hello brings the table as it is now: nothing else is needed to catch up.

import { ApiError } from "./api.js";

const FIRST_WAIT = 500;
const LONGEST_WAIT = 5000;

/** Why the server refused a message, as an ApiError: a stale version is a 409 as over HTTP,
 * any other refusal a 422 (status 0 only for a connection that is not there). */
export function frameError(frame) {
  return new ApiError(
    frame.code === "stale" ? 409 : 422,
    frame.error,
    frame.code,
    frame.fields || {},
  );
}

/**
 * Connect to table `id`. `hello()`: the hello's fields ({secrets, show}) at each (re)connection;
 * `onFrame(frame)`: every frame but the answers to requests; `onStatus(status)`: "connecting",
 * "open", "away" (dropped, trying again) or "gone" (the table is no more, 4404).
 * Returns {request(message): promise of its answer, send(message), close()}.
 */
export function connect(id, { hello, onFrame, onStatus }) {
  let socket = null;
  let wait = FIRST_WAIT;
  let retry = null;
  let closed = false;
  let ref = 0;
  const pending = new Map(); // ref → {resolve, reject}

  const url = () => {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${location.host}/api/matches/${encodeURIComponent(id)}/live`;
  };

  function open() {
    onStatus("connecting");
    socket = new WebSocket(url());
    socket.addEventListener("open", () => {
      wait = FIRST_WAIT;
      socket.send(JSON.stringify({ type: "hello", ...hello() }));
    });
    socket.addEventListener("message", (event) => {
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return; // not a frame of this protocol
      }
      if (frame.type === "welcome") onStatus("open");
      const waiting = frame.ref !== undefined && frame.ref !== null && pending.get(frame.ref);
      if (waiting && (frame.type === "ack" || frame.type === "hint" || frame.type === "error")) {
        pending.delete(frame.ref);
        if (frame.type === "error") waiting.reject(frameError(frame));
        else waiting.resolve(frame);
        return;
      }
      onFrame(frame);
    });
    socket.addEventListener("close", (event) => {
      for (const { reject } of pending.values()) reject(new ApiError(0, ""));
      pending.clear();
      if (closed) return;
      if (event.code === 4404) {
        closed = true;
        onStatus("gone");
        return;
      }
      onStatus("away");
      retry = setTimeout(open, wait);
      wait = Math.min(LONGEST_WAIT, wait * 2);
    });
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** Send `message` with a fresh `ref`; the promise of the frame that answers it. */
  function request(message) {
    const mine = ++ref;
    return new Promise((resolve, reject) => {
      if (!send({ ...message, ref: mine })) return reject(new ApiError(0, ""));
      pending.set(mine, { resolve, reject });
    });
  }

  open();
  return {
    request,
    send,
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
