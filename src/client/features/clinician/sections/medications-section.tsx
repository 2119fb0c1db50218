import type { ClinicianMedication } from '@core/provider-portal/types';
import { Badge } from '@client/components/ui/badge';
import { useClinicianMedications } from '../api/get-medications';
import { formatDay } from '../dates';
import { Loaded, SectionCard } from './section-card';

function Medication({ medication }: { medication: ClinicianMedication }) {
  const details = [medication.dosage, medication.frequency].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{medication.name}</h3>
        <Badge variant={medication.isActive ? 'secondary' : 'outline'}>
          {medication.isActive ? 'Active' : 'Stopped'}
        </Badge>
      </div>
      {details ? <p className="text-sm text-slate-700">{details}</p> : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-slate-600">Since:</dt>
          <dd className="text-slate-800">{formatDay(medication.startDate)}</dd>
        </div>
        {medication.purposes.length > 0 ? (
          <div className="flex gap-1">
            <dt className="text-slate-600">For:</dt>
            <dd className="text-slate-800">{medication.purposes.join(', ')}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="text-slate-600">Adherence (30 days):</dt>
          <dd className="text-slate-800">
            {medication.adherenceRate === null
              ? 'No schedule'
              : `${Math.round(medication.adherenceRate)}%`}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">Effectiveness:</dt>
          <dd className="text-slate-800">
            {medication.avgEffectiveness === null
              ? 'Not rated'
              : `${medication.avgEffectiveness.toFixed(1)}/10`}
          </dd>
        </div>
        {medication.sideEffects.length > 0 ? (
          <div className="flex gap-1 sm:col-span-2">
            <dt className="text-slate-600">Side effects:</dt>
            <dd className="text-slate-800">{medication.sideEffects.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

export function MedicationsSection() {
  const query = useClinicianMedications();
  return (
    <SectionCard
      id="medications"
      title="Medications"
      basis="As the patient keeps them now. Adherence: scheduled doses taken in the last 30 days."
    >
      <Loaded query={query}>
        {(medications) =>
          medications.length === 0 ? (
            <p className="text-base text-slate-700">No medications recorded.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {medications.map((medication, index) => (
                <Medication key={`${medication.name}-${index}`} medication={medication} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </SectionCard>
  );
}
