// The live connection to one table (docs/api.md, Live: the WebSocket): it says hello with the
// secrets this device holds, hands every frame the server pushes to `onFrame`, and answers each
// request (`act`, `offer`, `answer`, `hint`) with the `ack`, `hint` or `error` carrying its
// `ref`. A dropped connection comes back by itself (socket.js; one that went silent too), and the
// hello brings the table as it is now: nothing else is needed to catch up.

import { ApiError } from "./api.js";
import { reconnecting } from "./socket.js";

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

/** The error a request gets when the page itself closes its connection (it left the table, or
 * entered another) before the answer came: nothing to tell the player, but whatever waited for
 * it goes on (queue.js). */
export const LEFT = "left";

/**
 * Connect to table `id`. `hello()`: the hello's fields ({secrets, show}) at each (re)connection;
 * `onFrame(frame)`: every frame but the answers to requests; `onStatus(status)`: "connecting"
 * (the first time), "open" (welcomed), "away" (dropped, trying again until welcomed back) or
 * "gone" (the table is no more, 4404).
 * Returns {request(message): promise of its answer, send(message), close()}.
 */
export function connect(id, { hello, onFrame, onStatus }) {
  let ref = 0;
  const pending = new Map(); // ref → {resolve, reject}

  /** Every request still waiting fails with `error`: its answer will not come. */
  function failPending(error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function answer(frame) {
    const waiting = frame.ref !== undefined && frame.ref !== null && pending.get(frame.ref);
    if (!waiting || !(frame.type === "ack" || frame.type === "hint" || frame.type === "error")) {
      return false;
    }
    pending.delete(frame.ref);
    if (frame.type === "error") waiting.reject(frameError(frame));
    else waiting.resolve(frame);
    return true;
  }

  onStatus("connecting");
  const socket = reconnecting(`/api/matches/${encodeURIComponent(id)}/live`, {
    onOpen: (open) => open.send(JSON.stringify({ type: "hello", ...hello() })),
    ping: { type: "ping" }, // answered `pong`: a connection dead without a word is noticed
    welcome: (frame) => frame.type === "welcome",
    onFrame(frame) {
      if (frame.type === "welcome") onStatus("open");
      // refused before the welcome (1013 follows): try again no sooner than the server says
      const again = frame.type === "error" && frame.ref === null && frame.fields?.retry_after;
      if (again > 0) socket.later(again * 1000);
      if (!answer(frame)) onFrame(frame);
    },
    onClose(event) {
      failPending(new ApiError(0, ""));
      if (event.code === 4404) {
        onStatus("gone");
        return true;
      }
      onStatus("away");
      return false;
    },
  });

  /** Send `message` with a fresh `ref`; the promise of the frame that answers it. */
  function request(message) {
    const mine = ++ref;
    return new Promise((resolve, reject) => {
      if (!socket.send({ ...message, ref: mine })) return reject(new ApiError(0, ""));
      pending.set(mine, { resolve, reject });
    });
  }

  /** Stop following the table: a request still waiting fails quietly (LEFT). */
  function close() {
    socket.close();
    failPending(new ApiError(0, "", LEFT));
  }

  return { request, send: socket.send, close };
}
