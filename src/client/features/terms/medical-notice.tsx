import { TriangleAlert } from 'lucide-react';

/** The medical disclaimer's essentials, above everything else on the Terms of Service. */
export function MedicalNotice() {
  return (
    <div
      role="note"
      aria-labelledby="medical-notice-heading"
      className="flex gap-4 rounded-2xl border-2 border-amber-700 bg-amber-100 p-5 text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
      <div className="text-base leading-relaxed">
        <p id="medical-notice-heading" className="text-lg font-bold">
          Cairn is not a medical device and is not for emergencies.
        </p>
        <p className="mt-2">
          If you think you may be having a medical emergency, call your local emergency number (for
          example 911 in the US) or go to the nearest emergency department now. Do not wait for
          Cairn or for a reply from support.
        </p>
        <p className="mt-2">
          Cairn does not give medical advice. Talk to your doctor before changing any treatment.
        </p>
      </div>
    </div>
  );
}
