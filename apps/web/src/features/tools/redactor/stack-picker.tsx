import { Button, fieldErrorId, Input } from "@nivelia/ui";
import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { REDACTOR_TEXTS as TEXTS } from "../../../content/tools/redactor-templates";
import { loadTechnologyCatalogue, useTechnologyCatalogue } from "../use-technology-catalogue";

interface StackPickerProps {
  /** Display names of the chosen technologies. */
  value: readonly string[];
  onChange: (stack: readonly string[]) => void;
  error?: string | undefined;
}

/** Choose technologies from the catalogue by any spelling: suggestions as you type, chips to remove them. */
function StackPicker({ value, onChange, error }: StackPickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const catalogue = useTechnologyCatalogue();
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const suggestions =
    catalogue && query.trim() !== ""
      ? catalogue.searchTechnologies(query, 6).filter(({ technology }) => !value.includes(technology.name))
      : [];
  const shown = message ?? error;

  const add = (name: string) => {
    if (value.includes(name)) {
      setMessage(TEXTS.alreadyAdded(name));
      return;
    }
    onChange([...value, name]);
    setQuery("");
    setMessage(null);
  };

  const addTyped = async () => {
    const text = query.trim();
    if (text === "") return;
    const loaded = await loadTechnologyCatalogue();
    const found = loaded.resolveTechnology(text);
    if (found) add(found.name);
    else setMessage(TEXTS.notInCatalogue(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void addTyped();
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={shown ? fieldErrorId(inputId) : undefined}>
      <legend className="mb-2 font-medium text-sm">{TEXTS.stackLabel}</legend>
      {value.length > 0 ? (
        <ul aria-label="Tecnologías elegidas" className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="flex items-center gap-1 rounded-full bg-primary/10 py-1 pr-1 pl-3 text-sm"
            >
              {name}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== name))}
                className="rounded-full p-1 hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <XIcon aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{TEXTS.removeLabel(name)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{TEXTS.stackEmptyHint}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          aria-label="Añadir una tecnología al stack"
          autoComplete="off"
          maxLength={100}
          placeholder={TEXTS.stackPlaceholder}
          value={query}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setMessage(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={() => void addTyped()}>
          <PlusIcon aria-hidden="true" />
          {TEXTS.addLabel}
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <ul aria-label="Sugerencias del catálogo" className="flex flex-wrap gap-2">
          {suggestions.map(({ technology }) => (
            <li key={technology.key}>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="border border-border"
                onClick={() => add(technology.name)}
              >
                <PlusIcon aria-hidden="true" />
                {technology.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p id={fieldErrorId(inputId)} role="alert" className="text-destructive text-sm">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

export { StackPicker };
