import { useClinicianSymptoms } from '../api/get-symptoms';
import { countOf, formatPeriod } from '../dates';
import { Loaded, SectionCard } from './section-card';

export function SymptomsSection() {
  const query = useClinicianSymptoms();
  const view = query.data;
  return (
    <SectionCard
      id="symptoms"
      title="Symptoms"
      basis={
        view
          ? `${formatPeriod(view.start, view.end)} · ${countOf(view.days, 'day')}, ${countOf(view.entries, 'entry', 'entries')}`
          : undefined
      }
    >
      <Loaded query={query}>
        {(data) =>
          data.symptoms.length === 0 ? (
            <p className="text-base text-slate-700">No symptoms recorded in this period.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 text-base">
              {data.symptoms.map((item) => (
                <li key={item.symptom} className="flex justify-between gap-3 py-1.5">
                  <span className="text-slate-800">{item.symptom}</span>
                  <span className="text-slate-600">{countOf(item.count, 'entry', 'entries')}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </SectionCard>
  );
}
