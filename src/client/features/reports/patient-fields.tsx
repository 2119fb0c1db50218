import type { PatientInfo } from '@core/report/settings';
import { areaClass, fieldClass, hintClass, labelClass } from './form-styles';

/** Generous limits: enough for any real name or note, small enough to keep the PDF tidy. */
export const NAME_MAX = 120;
export const NOTES_MAX = 4000;

/** The patient's details for the report's header (spec: name, dates, provider, notes). */
export function PatientFields({
  value,
  onChange,
}: {
  value: PatientInfo;
  onChange(next: PatientInfo): void;
}) {
  const set = (key: keyof PatientInfo) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900">Patient details</legend>
      <div className="grid content-start gap-1.5">
        <label htmlFor="report-patient-name" className={labelClass}>
          Patient name <span aria-hidden="true">*</span>
        </label>
        <input
          id="report-patient-name"
          value={value.name}
          onChange={set('name')}
          required
          aria-required="true"
          maxLength={NAME_MAX}
          autoComplete="name"
          className={fieldClass}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor="report-dob" className={labelClass}>
          Date of birth
        </label>
        <input
          id="report-dob"
          type="date"
          value={value.dob}
          onChange={set('dob')}
          autoComplete="bday"
          className={fieldClass}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor="report-provider" className={labelClass}>
          Healthcare provider
        </label>
        <input
          id="report-provider"
          value={value.providerName}
          onChange={set('providerName')}
          maxLength={NAME_MAX}
          placeholder="e.g. Dr. Okafor"
          className={fieldClass}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor="report-appointment" className={labelClass}>
          Appointment date
        </label>
        <input
          id="report-appointment"
          type="date"
          value={value.appointmentDate}
          onChange={set('appointmentDate')}
          className={fieldClass}
        />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <label htmlFor="report-notes" className={labelClass}>
          Additional notes <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id="report-notes"
          value={value.notes}
          onChange={set('notes')}
          rows={3}
          maxLength={NOTES_MAX}
          aria-describedby="report-notes-hint"
          className={areaClass}
        />
        <p id="report-notes-hint" className={hintClass}>
          Questions or changes you want your provider to know about. Added to the provider and
          insurance reports.
        </p>
      </div>
    </fieldset>
  );
}
