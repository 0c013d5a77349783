// What every language's words are made with: numbers, percentages and counts through Intl, the
// score and the teams as the client writes them in every language.

/** The seat opposite `seat`: its partner. */
export const partnerOf = (seat) => ((seat + 1) % 4) + 1;
export const score = (s) => `${s[0]}–${s[1]}`;
/** `text` with its first letter a capital, as `locale` writes it (Turkish: i → İ). */
export const capitalIn = (locale) => (text) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
/** The seats of team "13" or "24". */
export const seatsOf = (team) => (team === "13" ? [1, 3] : [2, 4]);
/** A value the player's file or click sent, shown as it was sent. */
export const quote = (value) => JSON.stringify(value);
/** A status line's words said as a sentence: with a full stop, unless they end with their own
 * ("Who opens?"). */
const sentence = (text) => (/[.?!…]$/.test(text) ? text : `${text}.`);
/** What the status line says seat `p` is to do in `phase` (`words`: a language's, whose
 * `turnOf`, `acceptOf` and `chooseOf` word each), as a sentence. */
export const turnSaid = (words, p, phase) => {
  const of =
    phase === "accept" ? words.acceptOf : phase === "choose" ? words.chooseOf : words.turnOf;
  return sentence(of(p, p.you, p.mate));
};

/** A chance (0 to 1) as a percentage, written as `locale` writes it: 62%, 62 %, %62; whole
 * unless `digits` (0 or 1) asks for a tenth (62.4%, where a review tells two chances apart). */
export function percent(locale) {
  const formats = [0, 1].map(
    (d) =>
      new Intl.NumberFormat(locale, {
        style: "percent",
        minimumFractionDigits: d,
        maximumFractionDigits: d,
      }),
  );
  return (p, digits = 0) => formats[digits].format(p);
}

/** The noun's form `locale`'s plural rules give `n`, without the number: form(2, "seat",
 * "seats") → "seats". Every word that changes with a number is chosen so, never by comparing
 * the number with 1 (French says "0 place", and a list of seats is a count too). */
export function former(locale) {
  const rules = new Intl.PluralRules(locale);
  return (n, one, other) => (rules.select(n) === "one" ? one : other);
}

/** `n` with the noun's form `locale`'s plural rules give it: count(1, "tile", "tiles"). */
export function counter(locale) {
  const form = former(locale);
  return (n, one, other) => `${n} ${form(n, one, other)}`;
}

/** A list joined by `word` before its last item ("1, 2 ak 3"), for a language Intl lacks or
 * whose list words Intl does not write as its players do. */
export const series = (word) => (xs) =>
  xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${word} ${xs[xs.length - 1]}`;

/** Every language of the client, each named in itself: the language menu shows these names
 * whatever the language of the page, so that a player finds their own. */
export const NAMES = {
  en: "English",
  es: "Español",
  ht: "Kreyòl ayisyen",
  fr: "Français",
  tl: "Tagalog",
  tr: "Türkçe",
};
