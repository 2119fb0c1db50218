import { DATA_TYPE_FLAGS, type DataTypes } from '@core/biometrics/reading-types';
import { DATA_TYPE_LABELS } from './data-type-labels';

/** The kinds of data a device is set to send, as chips. */
export function DataTypeChips({ dataTypes }: { dataTypes: DataTypes }) {
  const on = DATA_TYPE_FLAGS.filter((flag) => dataTypes[flag]);
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Kinds of data">
      {on.map((flag) => (
        <li
          key={flag}
          className="rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-slate-800 ring-1 ring-teal-200"
        >
          {DATA_TYPE_LABELS[flag]}
        </li>
      ))}
    </ul>
  );
}
