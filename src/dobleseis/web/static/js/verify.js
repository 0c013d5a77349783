// Verifiable deals: the commitment to the current deal (a SHA-256 shown before play) and, once
// the hand is over, the seed material with the exact command that checks one against the other.
// The page computes nothing here: it shows what the server committed to and what it revealed.

import { h, showCopied } from "./dom.js";

let fields = 0; // ids for the read-only fields, unique within the page

/** A read-only text field with a Copy button; `say` announces the copy. */
function copyable(label, value, copyName, copiedText, say, multiline = false) {
  const id = `copy-${++fields}`;
  const field = multiline
    ? h(
        "textarea",
        {
          id,
          readonly: true,
          rows: 4,
          spellcheck: "false",
          class: "mono",
          onfocus: (e) => e.target.select(),
        },
        value,
      )
    : h("input", {
        id,
        readonly: true,
        value,
        spellcheck: "false",
        class: "mono",
        onfocus: (e) => e.target.select(),
      });
  const copy = async (e) => {
    const button = e.currentTarget;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      field.focus(); // no clipboard here (an insecure origin): the text is selected to copy by hand
      field.select();
      return;
    }
    say(copiedText);
    showCopied(button, copiedText);
  };
  return h(
    "div",
    { class: "copyable" },
    h("label", { for: id }, label),
    h(
      "div",
      { class: "copy-row" },
      field,
      h("button", { type: "button", class: "small", onclick: copy }, copyName),
    ),
  );
}

/** The commitment of the deal being played: short in the summary, whole inside. */
export function commitmentBox(t, hex, say) {
  if (!hex) return null;
  return h(
    "details",
    { class: "commitment", dataset: { commitment: hex } },
    h("summary", {}, t.commitmentShort(hex)),
    commitmentParts(t, hex, say),
  );
}

/** The command that checks a finished hand's deal: the material against the commitment shown
 * before the hand and, with `deal` (four hands as dealt), against the hands the server says it
 * dealt. Hex digits need no quoting; the hands ("6-6 6-5 ...") are in double quotes. */
function verifyCommand(material, commitment, deal) {
  const hands = deal ? ` --deal ${deal.map((hand) => `"${hand.join(" ")}"`).join(" ")}` : "";
  return `python -m dobleseis verify ${material} --commitment ${commitment}${hands}`;
}

/** After a hand (`r`, a finished hand): its seed material and the command to run, folded under
 * "Check the deal" (for whoever wants to check; the result comes first); nothing for explicit
 * deals. */
export function verifyBox(t, r, commitment, say) {
  const parts = checkParts(t, r, commitment, say);
  return parts && h("details", { class: "verify" }, h("summary", {}, t.verifyHeading), parts);
}

/** What checks finished hand `r` against `commitment`: why, its seed material and the command,
 * each to copy; null for explicit deals. */
export function checkParts(t, r, commitment, say) {
  const material = r.seed_material;
  if (!material || !commitment) return null;
  const command = verifyCommand(material, commitment, r.deal);
  return [
    h("p", {}, t.verifyHelp),
    copyable(t.seedMaterial, material, t.copyMaterial, t.copiedMaterial, say),
    copyable(t.verifyCommand, command, t.copyCommand, t.copiedCommand, say, true),
  ];
}

/** The commitment of the deal being played, whole, with a Copy button and what it is. */
export function commitmentParts(t, hex, say) {
  return [
    h("p", {}, t.commitmentHelp),
    copyable(t.commitmentLabel, hex, t.copyCommitment, t.copiedCommitment, say),
  ];
}

/** The seed of the match, with a Copy button. */
export const seedField = (t, seed, say) =>
  copyable(t.seedLabel, String(seed), t.copySeed, t.copied, say);

/** The commitment of each hand's deal from the log (the last deal of the hand, after any
 * redeal): what was shown while that hand was played. */
export function commitmentsFromLog(entries) {
  const out = {};
  for (const e of entries) if (e.kind === "deal" && e.commitment) out[e.hand] = e.commitment;
  return out;
}
