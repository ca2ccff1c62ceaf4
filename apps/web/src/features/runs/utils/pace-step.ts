/** docs/product.md §9: the creation slider moves in steps of 10 seconds (1/6 min). */
export const PACE_STEP = 1 / 6;

/** A slider's value snapped to whole 10-second steps, so 5:30 is stored as 5.5 and not 5.5000000001. */
export const snapPace = (value: unknown) => Math.round(Number(value) / PACE_STEP) * PACE_STEP;
