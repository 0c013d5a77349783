// Dates as the page's language writes them: Intl's, with the month names the language file
// gives where Intl has none of its own (`t.months`: twelve, January first; none where Intl
// knows the language), so that no page shows a month in another language.

/** A function writing a Date in the words `t`, with Intl's `options` (dateStyle, timeStyle). */
export function dateWriter(t, options) {
  const format = new Intl.DateTimeFormat(t.locale, options);
  if (!t.months.length) return (date) => format.format(date);
  const month = (part, date) => (part.type === "month" ? t.months[date.getMonth()] : part.value);
  return (date) =>
    format
      .formatToParts(date)
      .map((part) => month(part, date))
      .join("");
}
