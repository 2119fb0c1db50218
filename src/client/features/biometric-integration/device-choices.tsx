import { ChevronRight, FileSpreadsheet, Smartphone, Send, type LucideIcon } from 'lucide-react';

export type DeviceChoice = 'apple_health' | 'csv' | 'push';

const CHOICES: { value: DeviceChoice; icon: LucideIcon; title: string; text: string }[] = [
  {
    value: 'apple_health',
    icon: Smartphone,
    title: 'Apple Health (iPhone)',
    text: 'Export everything from the Health app once and upload it here. Works for an Apple Watch and anything else that writes to Apple Health.',
  },
  {
    value: 'csv',
    icon: FileSpreadsheet,
    title: 'A file from another device (CSV)',
    text: 'Upload a CSV file that a device’s own app lets you download, such as Withings.',
  },
  {
    value: 'push',
    icon: Send,
    title: 'A device or automation that sends readings',
    text: 'Something that can send a web request by itself: an iPhone Shortcut, Android automation or Home Assistant. Readings then arrive on their own.',
  },
];

/** The three ways readings reach Cairn, each said plainly. */
export function DeviceChoices({ onChoose }: { onChoose(choice: DeviceChoice): void }) {
  return (
    <ul className="flex flex-col gap-3">
      {CHOICES.map(({ value, icon: Icon, title, text }) => (
        <li key={value}>
          <button
            type="button"
            onClick={() => onChoose(value)}
            className="flex min-h-11 w-full items-start gap-3 rounded-2xl border border-slate-300 bg-white p-4 text-left hover:border-primary hover:bg-primary-soft"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-semibold text-slate-900">{title}</span>
              <span className="text-sm text-slate-600">{text}</span>
            </span>
            <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}
