import { PROVIDER_LIMITS as L } from '@core/provider-portal/constants';
import { TextField } from '@client/components/ui/text-field';

export interface ProviderDetails {
  name: string;
  title: string;
  specialization: string;
  organization: string;
  phone: string;
  address: string;
  licenseNumber: string;
}

export const EMPTY_DETAILS: ProviderDetails = {
  name: '',
  title: '',
  specialization: '',
  organization: '',
  phone: '',
  address: '',
  licenseNumber: '',
};

/** Who the provider is: the fields both the invitation and the edit form ask for. */
export function ProviderDetailFields({
  details,
  errors,
  onChange,
}: {
  details: ProviderDetails;
  errors: Record<string, string>;
  onChange(details: ProviderDetails): void;
}) {
  const field = (key: keyof ProviderDetails) => ({
    value: details[key],
    error: errors[key],
    maxLength: L[key],
    onChange: (value: string) => onChange({ ...details, [key]: value }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <TextField label="Title" optional hint="For example MD, PT or RN" {...field('title')} />
      <TextField label="Specialization" {...field('specialization')} />
      <TextField label="Organization" optional {...field('organization')} />
      <TextField label="Phone" optional type="tel" {...field('phone')} />
      <TextField label="License number" optional {...field('licenseNumber')} />
      <div className="sm:col-span-2">
        <TextField label="Address" optional autoComplete="off" {...field('address')} />
      </div>
    </div>
  );
}
