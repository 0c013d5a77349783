// Dragging a tile onto an end with Pointer Events, for mouse and touch alike. A press that moves
// less than the threshold is a tap (the click handler selects); beyond it the tile follows the
// pointer and is dropped on whichever lit end is under it.

const THRESHOLD = 8; // px
const LIFT = 12; // px between the dragged tile and the pointer below it

/** Follow one press that started on `event.currentTarget`; `on.begin()` once the drag starts,
 * `on.drop(side, missed)` at release: `side` "left", "right", "open" or null, and `missed` the
 * side of an end the tile was dropped on that does not take it (else null). */
export function attachDrag(event, on) {
  if (event.pointerType === "mouse" && event.button !== 0) return;
  const source = event.currentTarget;
  const start = { x: event.clientX, y: event.clientY };
  const id = event.pointerId;
  let ghost = null;
  let over = null;
  source.setPointerCapture?.(id);

  const sideAt = (x, y) => {
    const end = document.elementFromPoint(x, y)?.closest(".end.lit");
    return end ? end.dataset.side : null;
  };
  const move = (e) => {
    if (e.pointerId !== id) return;
    if (!ghost) {
      if (Math.hypot(e.clientX - start.x, e.clientY - start.y) < THRESHOLD) return;
      const box = source.getBoundingClientRect();
      ghost = source.cloneNode(true);
      ghost.removeAttribute("id");
      ghost.setAttribute("aria-hidden", "true");
      ghost.className += " ghost";
      ghost.style.width = `${box.width}px`;
      ghost.style.height = `${box.height}px`;
      document.body.append(ghost);
      source.classList.add("dragging");
      on.begin();
    }
    e.preventDefault();
    // The tile rides just above the pointer, so that the end under the finger stays in sight.
    const x = e.clientX - ghost.offsetWidth / 2;
    const y = e.clientY - ghost.offsetHeight - LIFT;
    ghost.style.transform = `translate(${x}px, ${y}px)`;
    const side = sideAt(e.clientX, e.clientY);
    if (side !== over) {
      for (const n of document.querySelectorAll(".end.drop-target"))
        n.classList.remove("drop-target");
      over = side;
      if (side)
        document.querySelector(`.end.lit[data-side="${side}"]`)?.classList.add("drop-target");
    }
  };
  const finish = (e, cancelled) => {
    if (e.pointerId !== id) return;
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    window.removeEventListener("pointercancel", cancel);
    if (!ghost) return;
    ghost.remove();
    source.classList.remove("dragging");
    const missed = cancelled
      ? null
      : document.elementFromPoint(e.clientX, e.clientY)?.closest(".end");
    on.drop(
      cancelled ? null : sideAt(e.clientX, e.clientY),
      missed && !missed.classList.contains("lit") ? missed.dataset.side : null,
    );
  };
  const up = (e) => finish(e, false);
  const cancel = (e) => finish(e, true);
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", up);
  window.addEventListener("pointercancel", cancel);
}
