// "Fair deal ✓ — how to check": one quiet disclosure holding everything that proves the deal
// was fixed before play — the commitment to the deal being played, the seed once it may be shown
// (with a Copy button), and after a hand its seed material and the command that checks it
// (verify.js draws each). A player who never opens it never reads a hash. A match on explicit
// deals (a record's) has no seed and no commitment: it shows no disclosure at all, and so never
// mentions a seed.

import { h } from "./dom.js";
import { checkParts, commitmentParts, seedField } from "./verify.js";

const known = (seed) => seed !== null && seed !== undefined;

/** The seed of the match: shown with a Copy button, or said to be secret until the end. */
function seedPart(t, seed, say) {
  if (!known(seed)) {
    return h("p", { class: "seed-secret" }, t.seedSecret, " ", h("small", {}, t.seedSecretHelp));
  }
  return h(
    "div",
    { class: "seed-part" },
    seedField(t, seed, say),
    h("p", {}, h("small", {}, t.seedReplays)),
  );
}

function box(t, parts) {
  return h(
    "details",
    { class: "fair-deal" },
    h("summary", {}, t.fairDeal),
    h("p", {}, t.fairDealHelp),
    parts,
  );
}

/** The disclosure under the table for `view`, or null for explicit deals. */
export function fairDealBox(t, view, say) {
  const hex = view.commitment;
  if (!hex && !known(view.seed)) return null;
  const commitment = hex
    ? h("div", { class: "commitment", dataset: { commitment: hex } }, commitmentParts(t, hex, say))
    : null;
  return box(t, [commitment, seedPart(t, view.seed, say)]);
}

/** The disclosure at the end of hand `r` of `view`: its seed material and the command that
 * checks it against `commitment` (the one shown while the hand was played), and the seed; null
 * for explicit deals. */
export function fairDealAfter(t, view, r, commitment, say) {
  if (!r.seed_material && !known(view.seed)) return null;
  const check = checkParts(t, r, commitment, say);
  const parts = check && h("div", { class: "verify" }, h("h3", {}, t.verifyHeading), check);
  return box(t, [parts, seedPart(t, view.seed, say)]);
}
