import type { CookiePreferences } from "@nivelia/domain/site/cookies";
import { Switch } from "@nivelia/ui";
import { useId } from "react";
import { COOKIE_CATEGORY_DESCRIPTIONS } from "../../content/legal/cookie-texts";

/** The three cookie categories of the banner's customise view; necessary ones are locked on. */
function CookiePreferenceList({
  draft,
  onChange,
}: {
  draft: CookiePreferences;
  onChange: (update: (current: CookiePreferences) => CookiePreferences) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      <PreferenceRow
        label="Necesarias"
        description={COOKIE_CATEGORY_DESCRIPTIONS.necessary}
        checked
        disabled
      />
      <PreferenceRow
        label="Funcionales"
        description={COOKIE_CATEGORY_DESCRIPTIONS.functional}
        checked={draft.functional}
        onChange={(functional) => onChange((current) => ({ ...current, functional }))}
      />
      <PreferenceRow
        label="Analíticas"
        description={COOKIE_CATEGORY_DESCRIPTIONS.analytics}
        checked={draft.analytics}
        onChange={(analytics) => onChange((current) => ({ ...current, analytics }))}
      />
    </ul>
  );
}

function PreferenceRow(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-sm">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-muted-foreground text-sm">
          {props.description}
        </p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-description`}
        onCheckedChange={props.onChange}
      />
    </li>
  );
}

export { CookiePreferenceList };
