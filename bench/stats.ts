/** The middle value of `values` (the upper middle for an even count); `values` is left as it is. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
