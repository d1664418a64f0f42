const warned = new Set<string>();

/** Logs one warning per key (bad input is reported once, never thrown: DESIGN rule 5). */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
