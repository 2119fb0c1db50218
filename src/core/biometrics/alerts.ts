import { BATTERY_LOW_BELOW } from './devices';
import type { ParsedReading } from './reading-types';
import type { AlertSeverity, AlertType } from './types';

/**
 * Health alerts for readings outside documented ranges (spec document 2 section 3: vitals
 * abnormal and battery low). The ranges:
 *
 * - Blood pressure at or above 180 systolic or 120 diastolic: the American Heart Association's
 *   hypertensive crisis, critical. At or above 140 or 90: its stage 2 hypertension, medium.
 * - Blood oxygen under 92 %: below the range British Thoracic Society guidance aims for in
 *   most adults, high; under 88 %, critical.
 * - Resting heart rate over 100 (tachycardia) or under 40 (bradycardia, common in athletes,
 *   so medium), medium.
 * - Body temperature at or above 38 °C (fever), medium; at or above 40 °C, high; under 35 °C
 *   (hypothermia), high.
 * - Blood glucose under 70 mg/dL (hypoglycaemia level 1 in the American Diabetes Association's
 *   terms), high; under 54 (level 2), critical; above 250, high.
 * - Battery under 20 % (spec section 9), low.
 *
 * Alerts speak of now: only readings from the last ALERT_RECENT_DAYS raise one (an export of
 * three years must not bury the page in alerts about old days), and one rule raises at most
 * one alert per device and day.
 */

export const ALERT_RECENT_DAYS = 7;

export interface AlertCandidate {
  type: AlertType;
  /** Stable id of the rule, one alert per device, rule and day. */
  rule: string;
  severity: AlertSeverity;
  title: string;
  description: string;
  recommendedAction: string;
}

const SEEK_CARE_NOW =
  'Seek medical care now: call your doctor or 911, or go to the emergency department, especially with chest pain, shortness of breath, weakness, or changes in vision or speech.';

function fmt(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

function bloodPressure(reading: ParsedReading): AlertCandidate | null {
  const systolic = reading.value;
  const diastolic = reading.value2 ?? 0;
  const shown = `${fmt(systolic, 0)}/${fmt(diastolic, 0)} mmHg`;
  if (systolic >= 180 || diastolic >= 120) {
    return {
      type: 'vitals_abnormal',
      rule: 'blood_pressure_crisis',
      severity: 'critical',
      title: 'Very high blood pressure',
      description: `A blood pressure of ${shown} is in the hypertensive crisis range (180/120 or higher).`,
      recommendedAction: `Wait five minutes and measure again. If it is still this high, ${SEEK_CARE_NOW.charAt(0).toLowerCase()}${SEEK_CARE_NOW.slice(1)}`,
    };
  }
  if (systolic >= 140 || diastolic >= 90) {
    return {
      type: 'vitals_abnormal',
      rule: 'blood_pressure_high',
      severity: 'medium',
      title: 'High blood pressure',
      description: `A blood pressure of ${shown} is in the stage 2 hypertension range (140/90 or higher).`,
      recommendedAction:
        'Measure again at rest on another day. If it stays this high, talk to your doctor; some pain medicines (NSAIDs such as ibuprofen and naproxen) can raise blood pressure.',
    };
  }
  return null;
}

function oxygen(reading: ParsedReading): AlertCandidate | null {
  const shown = `${fmt(reading.value, 0)} %`;
  if (reading.value < 88) {
    return {
      type: 'vitals_abnormal',
      rule: 'oxygen_very_low',
      severity: 'critical',
      title: 'Very low blood oxygen',
      description: `Blood oxygen of ${shown} is well below the normal 95 to 100 %.`,
      recommendedAction: `Check that the sensor fits well and measure again. If it is still low, or you feel short of breath, ${SEEK_CARE_NOW.charAt(0).toLowerCase()}${SEEK_CARE_NOW.slice(1)}`,
    };
  }
  if (reading.value < 92) {
    return {
      type: 'vitals_abnormal',
      rule: 'oxygen_low',
      severity: 'high',
      title: 'Low blood oxygen',
      description: `Blood oxygen of ${shown} is below 92 %.`,
      recommendedAction:
        'Measure again at rest with the sensor snug. If it stays below 92 %, contact your doctor today; some pain medicines (opioids) slow breathing.',
    };
  }
  return null;
}

function restingHeartRate(reading: ParsedReading): AlertCandidate | null {
  const shown = `${fmt(reading.value, 0)} bpm`;
  if (reading.value > 100) {
    return {
      type: 'vitals_abnormal',
      rule: 'resting_heart_rate_high',
      severity: 'medium',
      title: 'High resting heart rate',
      description: `A resting heart rate of ${shown} is above 100.`,
      recommendedAction:
        'Pain, fever, dehydration and some medicines can raise it. If it stays above 100, or comes with dizziness or chest pain, contact your doctor.',
    };
  }
  if (reading.value < 40) {
    return {
      type: 'vitals_abnormal',
      rule: 'resting_heart_rate_low',
      severity: 'medium',
      title: 'Low resting heart rate',
      description: `A resting heart rate of ${shown} is below 40.`,
      recommendedAction:
        'This can be normal for very fit people. If you feel faint, tired or short of breath, contact your doctor.',
    };
  }
  return null;
}

function temperature(reading: ParsedReading): AlertCandidate | null {
  const shown = `${fmt(reading.value, 1)} °C`;
  if (reading.value >= 40) {
    return {
      type: 'vitals_abnormal',
      rule: 'temperature_very_high',
      severity: 'high',
      title: 'High fever',
      description: `A body temperature of ${shown} is a high fever.`,
      recommendedAction: 'Contact your doctor now, or urgent care if you cannot reach them.',
    };
  }
  if (reading.value >= 38) {
    return {
      type: 'vitals_abnormal',
      rule: 'temperature_fever',
      severity: 'medium',
      title: 'Fever',
      description: `A body temperature of ${shown} is a fever.`,
      recommendedAction:
        'Rest and drink fluids. Contact your doctor if it lasts more than two days or comes with new pain or swelling.',
    };
  }
  if (reading.value < 35) {
    return {
      type: 'vitals_abnormal',
      rule: 'temperature_low',
      severity: 'high',
      title: 'Low body temperature',
      description: `A body temperature of ${shown} is below 35 °C.`,
      recommendedAction:
        'Measure again; if it is still this low, warm up and contact your doctor or urgent care.',
    };
  }
  return null;
}

function glucose(reading: ParsedReading): AlertCandidate | null {
  const shown = `${fmt(reading.value, 0)} mg/dL`;
  if (reading.value < 54) {
    return {
      type: 'vitals_abnormal',
      rule: 'glucose_very_low',
      severity: 'critical',
      title: 'Very low blood glucose',
      description: `Blood glucose of ${shown} is below 54 mg/dL.`,
      recommendedAction:
        'Take 15 g of fast sugar now (juice, glucose tablets) and measure again in 15 minutes. If you are confused or cannot eat, someone should call 911.',
    };
  }
  if (reading.value < 70) {
    return {
      type: 'vitals_abnormal',
      rule: 'glucose_low',
      severity: 'high',
      title: 'Low blood glucose',
      description: `Blood glucose of ${shown} is below 70 mg/dL.`,
      recommendedAction: 'Take 15 g of fast sugar and measure again in 15 minutes.',
    };
  }
  if (reading.value > 250) {
    return {
      type: 'vitals_abnormal',
      rule: 'glucose_high',
      severity: 'high',
      title: 'High blood glucose',
      description: `Blood glucose of ${shown} is above 250 mg/dL.`,
      recommendedAction:
        'Follow your diabetes plan and contact your doctor if it stays high or you feel unwell.',
    };
  }
  return null;
}

const RULES: Partial<
  Record<ParsedReading['type'], (reading: ParsedReading) => AlertCandidate | null>
> = {
  blood_pressure: bloodPressure,
  oxygen_saturation: oxygen,
  resting_heart_rate: restingHeartRate,
  body_temperature: temperature,
  glucose_level: glucose,
};

/** The alert a reading raises, or null when it is within range (or of a kind never alerted). */
export function alertFor(reading: ParsedReading): AlertCandidate | null {
  return RULES[reading.type]?.(reading) ?? null;
}

/** isAnomalous in the readings list: any reading that would raise an alert. */
export function isAnomalous(reading: ParsedReading): boolean {
  return alertFor(reading) !== null;
}

/** Whether a reading is recent enough to raise an alert now. */
export function isRecentForAlerts(reading: Pick<ParsedReading, 'start'>, now: number): boolean {
  return now - reading.start <= ALERT_RECENT_DAYS * 86_400_000;
}

export function batteryAlert(deviceName: string, level: number): AlertCandidate | null {
  if (level >= BATTERY_LOW_BELOW) return null;
  return {
    type: 'battery_low',
    rule: 'battery_low',
    severity: 'low',
    title: 'Battery low',
    description: `${deviceName} reported ${level} % battery.`,
    recommendedAction: 'Charge it so that readings keep arriving.',
  };
}

/** The banner shows when an unresolved alert is at least this severe (spec: high or critical). */
export function isBannerSeverity(severity: AlertSeverity): boolean {
  return severity === 'high' || severity === 'critical';
}
