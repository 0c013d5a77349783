// The page's one store: a frozen state that only `update` replaces, and the listeners told of
// each new one (the render path, the computer's pace, the connection). Views arriving from the
// server, the player's selection and the screen showing all live here, so that no module keeps
// state another one reads.

/** A store starting from `initial`. `update(patch)` merges a patch (or `patch(state)`'s result)
 * into a new state; a patch that changes nothing tells nobody. An update made by a listener
 * while the listeners are being told is told to all of them once they are done. */
export function createStore(initial) {
  let state = Object.freeze({ ...initial });
  const listeners = new Set();
  let telling = false;
  let again = false;

  function tell() {
    if (telling) {
      again = true;
      return;
    }
    telling = true;
    try {
      do {
        again = false;
        for (const listener of [...listeners]) listener(state);
      } while (again);
    } finally {
      telling = false;
    }
  }

  return {
    get: () => state,
    update(patch) {
      const change = typeof patch === "function" ? patch(state) : patch;
      if (!change || Object.entries(change).every(([k, v]) => state[k] === v)) return;
      state = Object.freeze({ ...state, ...change });
      tell();
    },
    /** Call `listener(state)` on every new state; returns the way to stop. */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
