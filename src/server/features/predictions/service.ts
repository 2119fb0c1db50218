import { analysisDays } from '@core/analysis/days';
import { addDays } from '@core/calendar';
import type {
  FlareAlertSettings,
  FlareAlertsResponse,
  PredictionsResponse,
  WeatherStatus,
} from '@core/prediction/api';
import { alertsFor } from '@core/prediction/flare-alerts';
import { predictWeek } from '@core/prediction/predict-week';
import type { UserSettings } from '@core/settings';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import type { DailyWeather } from '@core/weather';
import { notFound } from '../../http-errors';
import type { AnalysisStore } from '../analysis/store';
import type { SettingsStore } from '../settings/store';
import { presentAlert, presentPrediction, type PredictionStore } from './store';

/** The engine reads at most this much history: its training window plus the 60-day backtest. */
const HISTORY_DAYS = 430;
/** Past predictions listed against what happened. */
const OUTCOME_DAYS = 14;

export const ALERT_NOT_FOUND = 'Flare alert not found';

/** The weather forecast at the user's place, or why there is none. Never throws. */
export type ForecastSource = (
  userId: string,
) => Promise<{ status: WeatherStatus; days: DailyWeather[] }>;

function alertSettingsOf(settings: UserSettings): FlareAlertSettings {
  return { enabled: settings.flareAlertsEnabled, minRiskLevel: settings.flareAlertMinRisk };
}

/**
 * The Pain Prediction page's figures: the week predicted from the user's own days, stored as
 * first made (refined while still ahead), checked against what happened, and the flare alerts
 * raised from it.
 */
export function createPredictionService({
  entries,
  store,
  settings,
  forecast,
  clock = () => new Date(),
}: {
  entries: Pick<AnalysisStore, 'entriesBetween'>;
  store: PredictionStore;
  settings: SettingsStore;
  forecast: ForecastSource;
  clock?: () => Date;
}) {
  async function alertsOf(userId: string, today: string) {
    return (await store.alerts(userId, today)).map((row) => presentAlert(row, today));
  }

  async function alerts(user: ApiUser): Promise<FlareAlertsResponse> {
    const today = localDate(clock(), user.timeZone);
    const [list, preferences] = await Promise.all([
      alertsOf(user.id, today),
      settings.preferences(user.id),
    ]);
    return { alerts: list, settings: alertSettingsOf(preferences) };
  }

  return {
    async predictions(user: ApiUser): Promise<PredictionsResponse> {
      const today = localDate(clock(), user.timeZone);
      const [loaded, preferences, weather] = await Promise.all([
        entries.entriesBetween(user.id, { start: addDays(today, -HISTORY_DAYS), today }),
        settings.preferences(user.id),
        forecast(user.id),
      ]);
      const days = analysisDays(loaded);
      const week = predictWeek({ days, today, forecast: weather.days });
      const alertSettings = alertSettingsOf(preferences);

      if (week.predictions.length > 0) {
        await store.save(
          user.id,
          today,
          week.accuracy?.model ?? 'seven-day-mean',
          week.accuracy?.withinOnePercent ?? null,
          week.predictions,
        );
        await store.raiseAlerts(user.id, alertsFor(week.predictions, today, alertSettings));
      }

      const painOn = new Map(days.map((day) => [day.date, day.pain]));
      const stored = await store.between(user.id, addDays(today, -OUTCOME_DAYS), addDays(today, 7));
      const present = (row: (typeof stored)[number]) =>
        presentPrediction(row, painOn.get(row.date) ?? null);
      const todayRow = stored.find((row) => row.date === today);
      const raised = await alertsOf(user.id, today);

      return {
        today,
        daysWithEntries: week.daysWithEntries,
        daysNeeded: week.daysNeeded,
        todayPrediction: week.daysNeeded === 0 && todayRow ? present(todayRow) : null,
        predictions:
          week.daysNeeded === 0 ? stored.filter((row) => row.date > today).map(present) : [],
        accuracy: week.accuracy,
        recentOutcomes: stored
          .filter((row) => row.date < today && painOn.has(row.date))
          .map(present)
          .reverse(),
        weatherStatus: weather.status,
        sensitivity: week.sensitivity,
        weatherImpact: week.weatherImpact,
        insights: week.insights,
        // Nearest day first: the one to act on now.
        activeAlerts: raised.filter((alert) => alert.acknowledgedAt === null).reverse(),
        alertSettings,
      };
    },

    alerts,

    async changeAlertSettings(
      user: ApiUser,
      change: Partial<FlareAlertSettings>,
    ): Promise<FlareAlertsResponse> {
      await settings.update(user.id, {
        ...(change.enabled === undefined ? {} : { flareAlertsEnabled: change.enabled }),
        ...(change.minRiskLevel === undefined ? {} : { flareAlertMinRisk: change.minRiskLevel }),
      });
      return alerts(user);
    },

    async acknowledge(user: ApiUser, id: string) {
      const row = await store.acknowledge(user.id, id);
      if (!row) throw notFound(ALERT_NOT_FOUND);
      return presentAlert(row, localDate(clock(), user.timeZone));
    },
  };
}

export type PredictionService = ReturnType<typeof createPredictionService>;
