// "Fair deal ✓ — how to check": one quiet disclosure holding everything that proves the deal
// was fixed before play — the commitment to the deal being played, the seed once it may be shown
// (with a Copy button), and after a hand its seed material and the command that checks it. A
// player who never opens it never reads a hash. A match on explicit deals (a record's) has no
// seed and no commitment: it shows no disclosure at all, and so never mentions a seed.

import { h } from "./dom.js";
import { copyable, verifyCommand } from "./verify.js";

/** The seed of the match: shown with a Copy button, or said to be secret until the end. */
function seedPart(t, seed, say) {
  if (seed === null || seed === undefined) {
    return h("p", { class: "seed-secret" }, t.seedSecret, " ", h("small", {}, t.seedSecretHelp));
  }
  return h("div", { class: "seed-part" }, copyable(t.seedLabel, String(seed), t.copySeed, t.copied, say), h("p", {}, h("small", {}, t.seedReplays)));
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
  if (!view.commitment && (view.seed === null || view.seed === undefined)) return null;
  const commitment = view.commitment
    ? h(
        "div",
        { class: "commitment", dataset: { commitment: view.commitment } },
        h("p", {}, t.commitmentHelp),
        copyable(t.commitmentLabel, view.commitment, t.copyCommitment, t.copiedCommitment, say),
      )
    : null;
  return box(t, [commitment, seedPart(t, view.seed, say)]);
}

/** The disclosure at the end of hand `r` of `view`: its seed material and the command that
 * checks it against `commitment` (the one shown while the hand was played), and the seed; null
 * for explicit deals. */
export function fairDealAfter(t, view, r, commitment, say) {
  const material = r.seed_material;
  if (!material && (view.seed === null || view.seed === undefined)) return null;
  const check =
    material && commitment
      ? h(
          "div",
          { class: "verify" },
          h("h3", {}, t.verifyHeading),
          h("p", {}, t.verifyHelp),
          copyable(t.seedMaterial, material, t.copyMaterial, t.copiedMaterial, say),
          copyable(t.verifyCommand, verifyCommand(material, commitment, r.deal), t.copyCommand, t.copiedCommand, say, true),
        )
      : null;
  return box(t, [check, seedPart(t, view.seed, say)]);
}
