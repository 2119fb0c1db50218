import { FEATURES, ROW_WIDTH } from './features';
import { cholesky, inverseTrace, solveCholesky } from './solve';

/**
 * A ridge regression of pain on the features (features.ts), fitted from running sums of its raw
 * rows: the sums of row x row, row x pain and pain squared. Rows can be added and taken away, so
 * a rolling backtest moves its training window one day at a time without walking the window
 * again, and a fit costs the same however many rows it rests on.
 *
 * The fit imputes a missing figure with the training rows' mean of the observed values (so a
 * missing figure adds nothing to a prediction), standardises every feature over the training
 * rows, and solves (S + lambda / n I) b = r, S the features' correlation matrix and r their
 * correlations with pain scaled alike: ridge regression with penalty lambda on the standardised
 * coefficients, the intercept left free. lambda is chosen among RIDGE_LAMBDAS by generalised
 * cross-validation on the training rows alone (the mean squared residual over (1 - df / n)^2,
 * df the fit's effective degrees of freedom): a small inner validation, closed-form, that
 * shrinks hard on a few noisy weeks and hardly at all on a clean or long record. A feature that
 * never varies in the training rows (a weekday not yet seen, sleep never logged) is left out.
 */

/**
 * The penalties tried, in rows: each standardised coefficient is pulled toward 0 as if by that
 * many extra rows. A tie goes to the larger (the simpler fit).
 */
export const RIDGE_LAMBDAS: readonly number[] = [0.3, 3, 30];
/** Fewer training rows than this give no model (the candidate falls back to the 7-day mean). */
export const MIN_TRAINING_ROWS = 21;

/** Relative variance under which a feature counts as constant. */
const CONSTANT_VARIANCE = 1e-10;

export interface RunningSums {
  /**
   * ROW_WIDTH x ROW_WIDTH, row-major: the sums of products of raw columns (the upper triangle
   * kept up to date, the lower filled in by each fit).
   */
  xx: Float64Array;
  /** ROW_WIDTH: the sums of raw column x pain. */
  xy: Float64Array;
  /** The sum of pain squared. */
  yy: number;
}

// Imported bindings can compile to getters (esbuild, tsx): the hot loops read local copies.
const WIDTH = ROW_WIDTH;
const P = FEATURES.length;
const VALUE = Int32Array.from(FEATURES, (feature) => feature.value);
/** A feature that is never missing points at the intercept column, with an imputed value 0. */
const MISSING = Int32Array.from(FEATURES, (feature) => Math.max(0, feature.missing));
const CAN_BE_MISSING = Uint8Array.from(FEATURES, (feature) => (feature.missing >= 0 ? 1 : 0));

export function emptySums(): RunningSums {
  return { xx: new Float64Array(WIDTH * WIDTH), xy: new Float64Array(WIDTH), yy: 0 };
}

/** Scratch: the non-zero columns of the row being added. */
const nonZero = new Int32Array(WIDTH);

/**
 * Adds (sign 1) or takes away (sign -1) the raw row at `row[at..]` with pain `y`. Only the
 * upper triangle of `xx` (column >= row) is kept; fitRidge mirrors it.
 */
export function addRow(sums: RunningSums, row: Float64Array, at: number, y: number, sign: 1 | -1) {
  const { xx, xy } = sums;
  sums.yy += sign * y * y;
  let count = 0;
  for (let i = 0; i < WIDTH; i += 1) if ((row[at + i] as number) !== 0) nonZero[count++] = i;
  for (let a = 0; a < count; a += 1) {
    const i = nonZero[a] as number;
    const xi = sign * (row[at + i] as number);
    xy[i] = (xy[i] as number) + xi * y;
    const base = i * WIDTH;
    for (let b = a; b < count; b += 1) {
      const j = nonZero[b] as number;
      xx[base + j] = (xx[base + j] as number) + xi * (row[at + j] as number);
    }
  }
}

/** Copies the upper triangle of `xx` onto the lower. */
function mirror(xx: Float64Array) {
  for (let i = 1; i < WIDTH; i += 1) {
    for (let j = 0; j < i; j += 1) xx[i * WIDTH + j] = xx[j * WIDTH + i] as number;
  }
}

export interface LinearModel {
  /** Training rows. */
  n: number;
  /** Mean pain of the training rows: the prediction when every feature is at its mean. */
  base: number;
  /** Per feature (FEATURES order), points of pain per unit; 0 for a feature left out. */
  coefficients: number[];
  /** Per feature, its mean over the training rows, missing values imputed. */
  means: number[];
  /** Per feature, the value a missing one takes: the observed values' mean in training. */
  imputed: number[];
  /** The penalty chosen. */
  lambda: number;
}

/** Sum over the training rows of feature i times feature j, both imputed. */
function crossFeatures(xx: Float64Array, imputed: readonly number[], i: number, j: number): number {
  const vi = (VALUE[i] as number) * WIDTH;
  const mi = (MISSING[i] as number) * WIDTH;
  const vj = VALUE[j] as number;
  const mj = MISSING[j] as number;
  const ci = imputed[i] as number;
  const cj = imputed[j] as number;
  return (
    (xx[vi + vj] as number) +
    cj * (xx[vi + mj] as number) +
    ci * (xx[mi + vj] as number) +
    ci * cj * (xx[mi + mj] as number)
  );
}

// Scratch for fitRidge and bestRidge, sized for every feature.
const work = {
  sd: new Float64Array(P),
  active: new Int32Array(P),
  correlations: new Float64Array(P * P),
  rhs: new Float64Array(P),
  solution: new Float64Array(P),
};
const scratch = {
  matrix: new Float64Array(P * P),
  lower: new Float64Array(P * P),
  solution: new Float64Array(P),
  column: new Float64Array(P),
};

/** The ridge fit of the rows in `sums`, or null below MIN_TRAINING_ROWS rows. */
export function fitRidge(
  sums: RunningSums,
  lambdas: readonly number[] = RIDGE_LAMBDAS,
): LinearModel | null {
  const { xx, xy } = sums;
  const n = xx[0] as number;
  if (!(n >= MIN_TRAINING_ROWS - 1e-9)) return null;
  mirror(xx);
  // The model keeps plain arrays: a typed array costs microseconds to allocate, and a backtest
  // fits hundreds of models. The working arrays are scratch.
  const imputed = new Array<number>(P).fill(0);
  const means = new Array<number>(P).fill(0);
  const { sd, active, correlations, rhs, solution } = work;
  let k = 0;
  for (let i = 0; i < P; i += 1) {
    const missing = CAN_BE_MISSING[i] ? (xx[MISSING[i] as number] as number) : 0;
    const observed = n - missing;
    if (observed < 0.5) continue;
    const observedSum = xx[VALUE[i] as number] as number;
    imputed[i] = CAN_BE_MISSING[i] ? observedSum / observed : 0;
    // Missing values take the observed mean, so the feature's mean is that mean.
    const mean = observedSum / observed;
    means[i] = mean;
    const meanSquare = crossFeatures(xx, imputed, i, i) / n;
    const variance = meanSquare - mean * mean;
    if (!(variance > CONSTANT_VARIANCE * Math.max(1, meanSquare))) continue;
    sd[i] = Math.sqrt(variance);
    active[k] = i;
    k += 1;
  }
  const base = (xy[0] as number) / n;
  const coefficients = new Array<number>(P).fill(0);
  if (k === 0) return { n, base, coefficients, means, imputed, lambda: 0 };
  for (let a = 0; a < k; a += 1) {
    const i = active[a] as number;
    const sdI = sd[i] as number;
    const meanI = means[i] as number;
    const withPain =
      (xy[VALUE[i] as number] as number) +
      (imputed[i] as number) * (xy[MISSING[i] as number] as number);
    rhs[a] = (withPain / n - meanI * base) / sdI;
    for (let b = a; b < k; b += 1) {
      const j = active[b] as number;
      const covariance = crossFeatures(xx, imputed, i, j) / n - meanI * (means[j] as number);
      const value = covariance / (sdI * (sd[j] as number));
      correlations[a * k + b] = value;
      correlations[b * k + a] = value;
    }
  }
  const painVariance = Math.max(0, sums.yy / n - base * base);
  const best = bestRidge(correlations, rhs, k, n, painVariance, lambdas, solution);
  if (best === null) return null;
  for (let a = 0; a < k; a += 1) {
    const i = active[a] as number;
    coefficients[i] = (solution[a] as number) / (sd[i] as number);
  }
  return { n, base, coefficients, means, imputed, lambda: best.lambda };
}

/**
 * The standardised ridge solution with the lowest generalised cross-validation score among
 * `lambdas` (written into `solution`), or null when none can be solved.
 */
function bestRidge(
  correlations: Float64Array,
  rhs: Float64Array,
  k: number,
  n: number,
  painVariance: number,
  lambdas: readonly number[],
  solution: Float64Array,
): { lambda: number } | null {
  const { matrix, lower, column } = scratch;
  const trial = scratch.solution;
  let bestLambda = Number.NaN;
  let bestScore = Number.POSITIVE_INFINITY;
  // Largest first, so that a tie keeps the larger penalty.
  for (let index = lambdas.length - 1; index >= 0; index -= 1) {
    const lambda = lambdas[index] as number;
    const alpha = lambda / n;
    for (let a = 0; a < k * k; a += 1) matrix[a] = correlations[a] as number;
    for (let a = 0; a < k; a += 1) matrix[a * k + a] = (matrix[a * k + a] as number) + alpha;
    if (cholesky(matrix, k, 1e-10, lower) === null) continue;
    solveCholesky(lower, rhs, k, trial);
    // Mean squared residual: var(y) - 2 b'r + b'Sb, all in the standardised scale.
    let explained = 0;
    let fitted = 0;
    for (let a = 0; a < k; a += 1) {
      const ba = trial[a] as number;
      explained += ba * (rhs[a] as number);
      let row = 0;
      for (let b = 0; b < k; b += 1) {
        row += (correlations[a * k + b] as number) * (trial[b] as number);
      }
      fitted += ba * row;
    }
    const meanSquare = Math.max(0, painVariance - 2 * explained + fitted);
    // df = tr((S + alpha I)^-1 S) = k - alpha tr((S + alpha I)^-1), plus 1 for the intercept.
    const df = k - alpha * inverseTrace(lower, k, column) + 1;
    const spare = 1 - df / n;
    const score = spare > 0 ? meanSquare / (spare * spare) : Number.POSITIVE_INFINITY;
    if (Number.isNaN(bestLambda) || score < bestScore - 1e-12 * Math.max(1, bestScore)) {
      bestLambda = lambda;
      bestScore = score;
      for (let a = 0; a < k; a += 1) solution[a] = trial[a] as number;
    }
  }
  return Number.isNaN(bestLambda) ? null : { lambda: bestLambda };
}

/** Feature i of the raw row at `row[at..]`, a missing value imputed as in training. */
export function featureValue(model: LinearModel, i: number, row: Float64Array, at = 0): number {
  if (CAN_BE_MISSING[i] && (row[at + (MISSING[i] as number)] as number) !== 0) {
    return model.imputed[i] as number;
  }
  return row[at + (VALUE[i] as number)] as number;
}

/** Points feature i adds to the prediction: coefficient x (value - training mean). */
export function contribution(model: LinearModel, i: number, row: Float64Array, at = 0): number {
  const coefficient = model.coefficients[i] as number;
  if (coefficient === 0) return 0;
  return coefficient * (featureValue(model, i, row, at) - (model.means[i] as number));
}

/** The model's pain for the raw row (unclamped). */
export function predictLinear(model: LinearModel, row: Float64Array, at = 0): number {
  let level = model.base;
  for (let i = 0; i < P; i += 1) level += contribution(model, i, row, at);
  return level;
}
