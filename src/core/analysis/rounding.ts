/** p- and q-values keep two significant digits: 0.000031 must not round to 0. */
export function significantDigits(value: number, digits: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(digits));
}
