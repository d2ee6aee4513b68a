/** Where a concept matched in a reply: a token range. */
export interface TokenSpan {
  start: number;
  end: number;
}

/**
 * The spans that meet a frame of concepts around `anchor` (a span of its first concept): for each
 * further concept, its span nearest the anchor that overlaps none chosen before, or null when a
 * concept has none left. Used by the safety frames and the barrier and side-effect frames alike.
 */
export function nearestSpans<S extends TokenSpan>(anchor: S, rest: readonly (readonly S[])[]): S[] | null {
  const chosen: S[] = [anchor];
  for (const candidates of rest) {
    let best: S | null = null;
    for (const s of candidates) {
      if (chosen.some((c) => s.start < c.end && c.start < s.end)) continue;
      if (!best || Math.abs(s.start - anchor.start) < Math.abs(best.start - anchor.start)) best = s;
    }
    if (!best) return null;
    chosen.push(best);
  }
  return chosen;
}

/** The tokens between the latest start and the earliest end of the chosen spans: how far apart they stand. */
export const spread = (chosen: readonly TokenSpan[]): number =>
  Math.max(...chosen.map((c) => c.start)) - Math.min(...chosen.map((c) => c.end));
