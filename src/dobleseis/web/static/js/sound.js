// The table's sounds, made on the spot with Web Audio (no file is fetched): the clack of a tile
// laid on the line, a knock on the table for a pass (as players knock), a chime at the end
// of a hand, and a bell when someone nudges this device. They follow the views the store takes
// in, and only while the "sound" preference (prefs.js) is on: muted, the page never even opens
// an audio context.

let context = null;

/** The page's audio context, made at the first sound (the player has touched the page by then:
 * a table is only ever entered by a click, a tap or a key). Null where Web Audio is missing. */
function audio() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  if (!context) context = new Context();
  if (context.state === "suspended") context.resume().catch(() => null);
  return context;
}

/** A gain going from `peak` to silence over `length` s from `at`, into the speakers. */
function envelope(ctx, at, peak, length) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(peak, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + length);
  gain.connect(ctx.destination);
  return gain;
}

/** A tile on the table: a short burst of noise through a band-pass, like ivory on wood. */
function clack(ctx, at) {
  const length = 0.07;
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++)
    data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const band = ctx.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = 2400;
  band.Q.value = 1.2;
  source.connect(band).connect(envelope(ctx, at, 0.9, length));
  source.start(at);
}

/** A pass: two low knocks on the table. */
function knock(ctx, at) {
  for (const delay of [0, 0.16]) {
    const osc = ctx.createOscillator();
    osc.type = "sine";
    osc.frequency.setValueAtTime(170, at + delay);
    osc.frequency.exponentialRampToValueAtTime(70, at + delay + 0.09);
    osc.connect(envelope(ctx, at + delay, 0.8, 0.12));
    osc.start(at + delay);
    osc.stop(at + delay + 0.13);
  }
}

/** Notes of `frequencies` one after another, `gap` seconds apart, each `length` long. */
function notes(ctx, at, frequencies, type, gap, peak, length) {
  frequencies.forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    osc.type = type;
    osc.frequency.value = frequency;
    const start = at + i * gap;
    osc.connect(envelope(ctx, start, peak, length));
    osc.start(start);
    osc.stop(start + length + 0.02);
  });
}

/** The end of a hand: three rising notes. */
const chime = (ctx, at) => notes(ctx, at, [523.25, 659.25, 783.99], "triangle", 0.12, 0.35, 0.5);

/** A nudge: two soft bell notes, unlike anything the table makes. */
const bell = (ctx, at) => notes(ctx, at, [880, 1174.66], "sine", 0.22, 0.4, 0.7);

const SOUNDS = { clack, knock, chime, bell };

/** The bell of a nudge this device received, while the "sound" preference is on. */
export function ring(prefs) {
  const ctx = prefs.sound ? audio() : null;
  if (ctx) bell(ctx, ctx.currentTime + 0.02);
}

/** The sounds a change of view from `before` to `after` makes, in order ("clack" for each tile
 * played, "knock" for each pass, "chime" for a hand just ended): none for the first view, for
 * another table, or for moves taken back. */
export function soundsOf(before, after) {
  if (!before || !after || before.id !== after.id || after.version <= before.version) return [];
  const sounds = [];
  if (after.hand_number === before.hand_number && after.moves.length > before.moves.length) {
    for (const m of after.moves.slice(before.moves.length)) sounds.push(m.pass ? "knock" : "clack");
  }
  const ended = (v) => (v.last_result ? v.last_result.number : 0);
  // A hand ends with a tile played (a domino, or the tile that blocks the line): the view that
  // says so may already be of the next hand, which has none of the last hand's moves.
  if (ended(after) > ended(before))
    return [...(after.hand_number === before.hand_number ? sounds : ["clack"]), "chime"];
  return sounds;
}

/** Play the sounds of each new view the store takes in, while the preference is on. */
export function followSounds(store) {
  let last = store.get().view;
  store.subscribe((s) => {
    const before = last;
    last = s.view;
    if (!s.prefs.sound || s.view === before) return;
    const names = soundsOf(before, s.view);
    if (!names.length) return;
    const ctx = audio();
    if (!ctx) return;
    for (const [i, name] of names.entries()) SOUNDS[name](ctx, ctx.currentTime + 0.02 + i * 0.18);
  });
}
