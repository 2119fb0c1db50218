import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { FlareAlert, FlareAlertSeverity, StoredPrediction } from '@core/prediction/api';
import {
  alertTimeframe,
  EMERGENCY_CONTACTS,
  type NewFlareAlert,
} from '@core/prediction/flare-alerts';
import type {
  DayPrediction,
  PredictionFactor,
  PredictionModel,
  RiskLevel,
} from '@core/prediction/types';
import { fromJson, nowIso, toIso, toIsoOrNull, toJson } from '../../db/codecs';
import type { DatabaseSchema, FlareAlertsTable, PainPredictionsTable } from '../../db/schema';

type PredictionRow = Selectable<PainPredictionsTable>;
type AlertRow = Selectable<FlareAlertsTable>;

/** A stored prediction; what happened is added by the caller, from the day's entries. */
export function presentPrediction(
  row: PredictionRow,
  actualPainLevel: number | null,
): StoredPrediction {
  const actual = actualPainLevel === null ? null : Math.round(actualPainLevel * 10) / 10;
  return {
    id: row.id,
    date: row.date,
    horizon: row.horizon,
    model: row.model as PredictionModel,
    predictedPainLevel: row.predicted_pain_level,
    range: { low: row.range_low, high: row.range_high },
    confidence: row.confidence,
    riskLevel: row.risk_level as RiskLevel,
    primaryFactors: fromJson<PredictionFactor[]>(row.primary_factors as PredictionFactor[], []),
    recommendations: fromJson<string[]>(row.recommendations, []),
    flareProbability: row.flare_probability,
    accuracy: row.accuracy,
    generatedAt: toIso(row.generated_at),
    actualPainLevel: actual,
    // The same rule as the backtest's accuracy: within 1 point of the day's mean pain.
    predictionMet:
      actualPainLevel === null
        ? null
        : Math.abs(actualPainLevel - row.predicted_pain_level) <= 1 + 1e-9,
  };
}

export function presentAlert(row: AlertRow, today: string): FlareAlert {
  const acknowledgedAt = toIsoOrNull(row.acknowledged_at);
  return {
    id: row.id,
    date: row.date,
    severity: row.severity as FlareAlertSeverity,
    probability: row.probability,
    predictedPainLevel: row.predicted_pain_level,
    timeframe: alertTimeframe(row.date, today),
    triggerFactors: fromJson<string[]>(row.trigger_factors, []),
    preventiveActions: fromJson<string[]>(row.preventive_actions, []),
    issuedAt: toIso(row.issued_at),
    userNotified: acknowledgedAt !== null,
    acknowledgedAt,
    emergencyContacts: [...EMERGENCY_CONTACTS],
  };
}

/** Acknowledged alerts stay listed for this many days. */
const ACKNOWLEDGED_SHOWN_DAYS = 30;

/** Every query here is scoped to one user in the SQL itself. */
export function createPredictionStore(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Stores `predictions`, made on `today`. A day not yet stored is inserted; a day still ahead
     * is refined to the latest version; today's and past days are left as first stored, so the
     * outcome compares what the user saw before the day began.
     */
    async save(
      userId: string,
      today: string,
      model: PredictionModel,
      accuracy: number | null,
      predictions: readonly DayPrediction[],
    ): Promise<void> {
      if (predictions.length === 0) return;
      const generatedAt = nowIso();
      const rows = predictions.map((prediction) => ({
        id: randomUUID(),
        user_id: userId,
        date: prediction.date,
        made_on: today,
        horizon: prediction.horizon,
        model,
        predicted_pain_level: prediction.predictedPainLevel,
        range_low: prediction.range.low,
        range_high: prediction.range.high,
        confidence: prediction.confidence,
        risk_level: prediction.riskLevel,
        flare_probability: prediction.flareProbability,
        accuracy,
        primary_factors: toJson(prediction.primaryFactors),
        recommendations: toJson(prediction.recommendations),
        generated_at: generatedAt,
      }));
      await db
        .insertInto('pain_predictions')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'date'])
            .doUpdateSet((eb) => ({
              made_on: eb.ref('excluded.made_on'),
              horizon: eb.ref('excluded.horizon'),
              model: eb.ref('excluded.model'),
              predicted_pain_level: eb.ref('excluded.predicted_pain_level'),
              range_low: eb.ref('excluded.range_low'),
              range_high: eb.ref('excluded.range_high'),
              confidence: eb.ref('excluded.confidence'),
              risk_level: eb.ref('excluded.risk_level'),
              flare_probability: eb.ref('excluded.flare_probability'),
              accuracy: eb.ref('excluded.accuracy'),
              primary_factors: eb.ref('excluded.primary_factors'),
              recommendations: eb.ref('excluded.recommendations'),
              generated_at: eb.ref('excluded.generated_at'),
            }))
            .where('pain_predictions.date', '>', today),
        )
        .execute();
    },

    /** Stored predictions for days from `from` to `to`, oldest first. */
    between(userId: string, from: string, to: string): Promise<PredictionRow[]> {
      return db
        .selectFrom('pain_predictions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date', 'asc')
        .execute();
    },

    /** One alert per day at risk: a day that already has one keeps it. */
    async raiseAlerts(userId: string, alerts: readonly NewFlareAlert[]): Promise<void> {
      if (alerts.length === 0) return;
      const issuedAt = nowIso();
      await db
        .insertInto('flare_alerts')
        .values(
          alerts.map((alert) => ({
            id: randomUUID(),
            user_id: userId,
            date: alert.date,
            severity: alert.severity,
            probability: alert.probability,
            predicted_pain_level: alert.predictedPainLevel,
            trigger_factors: toJson(alert.triggerFactors),
            preventive_actions: toJson(alert.preventiveActions),
            issued_at: issuedAt,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'date']).doNothing())
        .execute();
    },

    /** Not yet acknowledged for days from today on, then acknowledged ones of the last 30 days. */
    async alerts(userId: string, today: string): Promise<AlertRow[]> {
      const since = new Date(Date.now() - ACKNOWLEDGED_SHOWN_DAYS * 86_400_000).toISOString();
      return db
        .selectFrom('flare_alerts')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb.and([eb('acknowledged_at', 'is', null), eb('date', '>=', today)]),
            eb('acknowledged_at', '>=', since),
          ]),
        )
        .orderBy('date', 'desc')
        .orderBy('issued_at', 'desc')
        .execute();
    },

    /** Undefined when the alert is not this user's. Acknowledging twice keeps the first time. */
    async acknowledge(userId: string, id: string): Promise<AlertRow | undefined> {
      await db
        .updateTable('flare_alerts')
        .set({ acknowledged_at: nowIso() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('acknowledged_at', 'is', null)
        .execute();
      return db
        .selectFrom('flare_alerts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type PredictionStore = ReturnType<typeof createPredictionStore>;
