/**
 * Date formats bound to a time zone, built once per zone: building an Intl.DateTimeFormat is
 * slow, and the server asks for one on every request (today's date, each tooltip's date).
 */
export function zonedFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = byZone.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, format);
    }
    return format;
  };
}
