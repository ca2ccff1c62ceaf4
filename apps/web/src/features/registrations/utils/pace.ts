/**
 * A slider's value snapped to the register dialog's steps of 0.1 min/km (docs/product.md §9). Dividing by ten, rather than
 * multiplying by 0.1, gives the exact decimal: 5.3 and not 5.300000000000001.
 */
export const snapPaceToTenth = (value: unknown) => Math.round(Number(value) * 10) / 10;
