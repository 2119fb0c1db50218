import { useId } from 'react';
import {
  ACCESS_LEVEL_DESCRIPTIONS,
  ACCESS_LEVEL_LABELS,
  ACCESS_LEVELS,
  accessLevelFor,
  PERMISSION_KEYS,
  presetPermissions,
  type AccessLevel,
  type ProviderPermissions,
} from '@core/provider-portal/permissions';
import { selectClass } from '@client/components/ui/select-class';
import { hintClass, labelClass } from '@client/components/ui/form-styles';
import { PermissionRow } from './permission-row';

/**
 * The access level and the eight switches. Choosing a level applies its preset; the level shown
 * is always the smallest that covers the switches that are on (accessLevelFor), as the server
 * stores it. Without `onChange` everything is read-only.
 */
export function PermissionSwitches({
  permissions,
  onChange,
}: {
  permissions: ProviderPermissions;
  onChange?: (permissions: ProviderPermissions) => void;
}) {
  const levelId = useId();
  const level = accessLevelFor(permissions);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        {onChange ? (
          <>
            <label htmlFor={levelId} className={labelClass}>
              Access level
            </label>
            <select
              id={levelId}
              className={selectClass}
              value={level}
              aria-describedby={`${levelId}-description`}
              onChange={(event) => onChange(presetPermissions(event.target.value as AccessLevel))}
            >
              {ACCESS_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {ACCESS_LEVEL_LABELS[value]}
                </option>
              ))}
            </select>
          </>
        ) : (
          <p className={labelClass}>
            Access level: <span data-testid="access-level">{ACCESS_LEVEL_LABELS[level]}</span>
          </p>
        )}
        <p id={`${levelId}-description`} className={hintClass}>
          {ACCESS_LEVEL_DESCRIPTIONS[level]}
        </p>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className={`${labelClass} mb-2`}>Permissions</legend>
        {PERMISSION_KEYS.map((key) => (
          <PermissionRow
            key={key}
            permission={key}
            checked={permissions[key]}
            onCheckedChange={
              onChange ? (checked) => onChange({ ...permissions, [key]: checked }) : undefined
            }
          />
        ))}
      </fieldset>
    </div>
  );
}
