import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@nivelia/ui";
import type { Ref } from "react";
import { fieldA11y } from "./field-a11y";

interface OptionSelectProps<Value extends string> {
  id: string;
  options: readonly { readonly value: Value; readonly label: string }[];
  value: string | undefined;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  placeholder: string;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  /** React Hook Form's ref, so that a failed submit can focus this select. */
  ref?: Ref<HTMLButtonElement>;
}

/** A design-system select over a domain option list, wired for a form field (label by id, error by fieldA11y). */
function OptionSelect<Value extends string>({
  id,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  disabled,
  name,
  ref,
}: OptionSelectProps<Value>) {
  const select = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onChange(option.value);
  };
  return (
    <Select value={value ?? ""} onValueChange={select} disabled={disabled} name={name}>
      <SelectTrigger id={id} ref={ref} onBlur={onBlur} {...fieldA11y(id, error)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export { OptionSelect };
